// `npm test`: lint, type check, unit/component/API tests (Vitest) and E2E tests (Playwright), then one
// closing line summing every suite: `tests: N passed, N failed`. Lint and type check count as one test each.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './lib/stack.mjs';

const reports = path.join(repoRoot, 'test-results');
mkdirSync(reports, { recursive: true });
const bin = (name) => path.join(repoRoot, 'node_modules/.bin', name);
const results = [];

function run(label, command, args, env = {}) {
  console.log(`\n━━ ${label}: ${[path.basename(command), ...args].join(' ')}`);
  const started = Date.now();
  const { status } = spawnSync(command, args, {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  console.log(
    `━━ ${label}: ${status === 0 ? 'ok' : `failed (exit ${status})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return status === 0;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

// Biome (format and lint), then the layering rules (.dependency-cruiser.cjs).
const lintOk =
  run('lint', bin('biome'), ['check', '.']) &&
  run('layers', bin('depcruise'), [
    '--config',
    '.dependency-cruiser.cjs',
    'web/src',
    'server/src',
    'contracts/src',
  ]);
results.push({ suite: 'lint', passed: lintOk ? 1 : 0, failed: lintOk ? 0 : 1 });

const typesOk = ['contracts', 'server', 'web'].every((p) =>
  run(`types (${p})`, bin('tsc'), ['-p', p, '--noEmit']),
);
results.push({ suite: 'types', passed: typesOk ? 1 : 0, failed: typesOk ? 0 : 1 });

const vitestFile = path.join(reports, 'vitest.json');
rmSync(vitestFile, { force: true });
const vitestOk = run('unit, component and API tests (PGlite)', bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestFile}`,
]);
const vitest = readJson(vitestFile);
results.push({
  suite: 'vitest',
  passed: vitest?.numPassedTests ?? 0,
  failed: vitest ? vitest.numFailedTests + (vitestOk ? 0 : vitest.numFailedTests ? 0 : 1) : 1,
});

// CI also runs the server suite against a real PostgreSQL server (see .ci/run).
if (process.env.TEST_DATABASE_URL) {
  const pgFile = path.join(reports, 'vitest-postgres.json');
  rmSync(pgFile, { force: true });
  const pgOk = run('API tests on PostgreSQL', bin('vitest'), [
    'run',
    '--project=server',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${pgFile}`,
  ]);
  const pgReport = readJson(pgFile);
  results.push({
    suite: 'postgres',
    passed: pgReport?.numPassedTests ?? 0,
    failed: pgReport ? pgReport.numFailedTests + (pgOk || pgReport.numFailedTests ? 0 : 1) : 1,
  });
}

const playwrightFile = path.join(reports, 'playwright.json');
rmSync(playwrightFile, { force: true });
if (!existsSync('/usr/bin/chromium'))
  console.error('E2E tests need Chromium: run `apt-get install -y chromium`.');
const e2eOk = run(
  'E2E tests',
  bin('playwright'),
  ['test', '-c', 'web/playwright.config.ts', '--reporter=list,json'],
  {
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightFile,
  },
);
const stats = readJson(playwrightFile)?.stats;
results.push({
  suite: 'e2e',
  passed: stats ? stats.expected + stats.flaky : 0,
  failed: stats ? stats.unexpected + (e2eOk || stats.unexpected ? 0 : 1) : 1,
  note: stats?.flaky ? `(${stats.flaky} passed only on retry: see the list above)` : '',
});

console.log('\n━━ summary');
for (const r of results)
  console.log(`  ${r.suite.padEnd(8)} ${r.passed} passed, ${r.failed} failed ${r.note ?? ''}`.trimEnd());
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
