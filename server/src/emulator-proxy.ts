import httpProxy from '@fastify/http-proxy';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The browser SDK is pointed at this server's own origin (`connectAuthEmulator(auth, location.origin)`), so the
 * product is one URL and the emulator port never has to be reachable from the browser. Only what the SDK's
 * flows need passes: sign-in, sign-up, provider sign-in, account look-up and self-service update, password
 * reset codes, token refresh. The emulator's admin API (`/v1/projects/…`, `accounts:query`, `accounts:delete`,
 * anything sent with `Authorization: Bearer owner`) and its `/emulator/v1` routes never do: through them anyone
 * could list every account or set anyone's password.
 */
export const ALLOWED_EMULATOR_CALLS = new Set([
  'POST /identitytoolkit.googleapis.com/v1/accounts:signUp',
  'POST /identitytoolkit.googleapis.com/v1/accounts:signInWithPassword',
  'POST /identitytoolkit.googleapis.com/v1/accounts:signInWithIdp',
  'POST /identitytoolkit.googleapis.com/v1/accounts:lookup',
  'POST /identitytoolkit.googleapis.com/v1/accounts:update',
  'POST /identitytoolkit.googleapis.com/v1/accounts:sendOobCode',
  'POST /identitytoolkit.googleapis.com/v1/accounts:resetPassword',
  'GET /identitytoolkit.googleapis.com/v2/passwordPolicy',
  'GET /identitytoolkit.googleapis.com/v2/recaptchaConfig',
  'POST /securetoken.googleapis.com/v1/token',
]);

const PREFIXES = ['/identitytoolkit.googleapis.com', '/securetoken.googleapis.com'];

async function onlyAllowed(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0];
  // The browser SDK never sends an Authorization header to these hosts; the emulator treats one as an admin.
  if (
    request.headers.authorization !== undefined ||
    !ALLOWED_EMULATOR_CALLS.has(`${request.method} ${path}`)
  ) {
    request.log.warn({ method: request.method, path }, 'emulator call refused');
    return reply.code(404).send({ error: 'Not found.', code: 'not_found' });
  }
}

export const emulatorProxy: FastifyPluginAsync<{ emulatorHost: string }> = async (app, { emulatorHost }) => {
  for (const prefix of PREFIXES) {
    await app.register(httpProxy, {
      upstream: `http://${emulatorHost}`,
      prefix,
      rewritePrefix: prefix,
      httpMethods: ['GET', 'POST'],
      preHandler: onlyAllowed,
    });
  }
};
