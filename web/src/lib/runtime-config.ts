import type { ClientConfig } from '@atrium/contracts/client-config';

/**
 * The server embeds the runtime configuration in index.html (see server/src/config.ts); without it (unit
 * tests, a static preview) the app assumes the local Auth Emulator behind its own origin. Checked by hand
 * rather than with the zod schema to keep zod out of the first page's bytes.
 */
const fallback: ClientConfig = {
  appName: 'Atrium',
  authMode: 'emulator',
  firebase: { apiKey: 'demo-api-key', authDomain: 'demo-admin.firebaseapp.com', projectId: 'demo-admin' },
};

function read(): ClientConfig {
  const text = globalThis.document?.getElementById('app-config')?.textContent;
  if (!text) return fallback;
  try {
    const value = JSON.parse(text) as ClientConfig;
    const ok =
      (value.authMode === 'emulator' || value.authMode === 'firebase') &&
      typeof value.firebase?.apiKey === 'string' &&
      typeof value.firebase?.projectId === 'string';
    return ok ? value : fallback;
  } catch {
    return fallback;
  }
}

export const runtimeConfig: ClientConfig = read();
