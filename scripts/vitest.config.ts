import { defineProject } from 'vitest/config';

/** The repository's own tooling: its checks (layering) and start-up scripts. */
export default defineProject({
  test: { name: 'scripts', environment: 'node', include: ['test/**/*.test.ts'], testTimeout: 60_000 },
});
