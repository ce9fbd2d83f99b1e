import httpProxy from '@fastify/http-proxy';
import type { FastifyPluginAsync } from 'fastify';

/**
 * The browser SDK is pointed at this server's own origin (`connectAuthEmulator(auth, location.origin)`), so
 * the product is one URL and the emulator port never has to be reachable from the browser. These are the
 * two Google API hosts the Auth SDK calls, as path prefixes the emulator understands.
 */
const EMULATED_PREFIXES = ['/identitytoolkit.googleapis.com', '/securetoken.googleapis.com'];

export const emulatorProxy: FastifyPluginAsync<{ emulatorHost: string }> = async (app, { emulatorHost }) => {
  for (const prefix of EMULATED_PREFIXES) {
    await app.register(httpProxy, {
      upstream: `http://${emulatorHost}`,
      prefix,
      rewritePrefix: prefix,
    });
  }
};
