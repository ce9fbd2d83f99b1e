// Ports of the stack the E2E suite starts for itself, away from a developer's `npm start` (8080/9099).
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8290);
export const E2E_EMULATOR_PORT = Number(process.env.E2E_EMULATOR_PORT ?? 9290);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_EMULATOR_URL = `http://127.0.0.1:${E2E_EMULATOR_PORT}`;
export const PROJECT_ID = 'demo-admin';

/** Created by the global setup before any other account, so it is the first member and therefore admin. */
export const E2E_ADMIN = { email: 'admin@atrium.test', password: 'admin-secret-1' };
