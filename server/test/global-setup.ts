import { rmSync } from 'node:fs';
import path from 'node:path';
import { repoRoot, startEmulator, stopChild } from '../../scripts/lib/stack.mjs';

/** API tests verify real emulator tokens: one Auth Emulator for the whole server suite. */
export const TEST_EMULATOR_PORT = 9590;

export default async function setup() {
  const dataDir = path.join(repoRoot, '.data/server-tests');
  rmSync(dataDir, { recursive: true, force: true });
  const emulator = await startEmulator(
    { dataDir, port: 0, emulatorPort: TEST_EMULATOR_PORT, realFirebase: false, projectId: 'demo-admin' },
    { quiet: !process.env.E2E_VERBOSE },
  );
  return async () => {
    await stopChild(emulator, 'SIGKILL');
  };
}
