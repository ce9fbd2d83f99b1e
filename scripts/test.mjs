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

/** Seconds each suite took, summed over its runs, for the summary. */
const seconds = {};

function run(label, command, args, env = {}, suite = label) {
  console.log(`\n━━ ${label}: ${[path.basename(command), ...args].join(' ')}`);
  const started = Date.now();
  const { status } = spawnSync(command, args, {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const took = (Date.now() - started) / 1000;
  seconds[suite] = (seconds[suite] ?? 0) + took;
  console.log(`━━ ${label}: ${status === 0 ? 'ok' : `failed (exit ${status})`} in ${took.toFixed(1)} s`);
  return status === 0;
}

/** Names of the tests a Vitest JSON report skipped (or marked todo): a skipped test is a failure waiting. */
const vitestSkipped = (report) =>
  (report?.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((t) => t.status === 'pending' || t.status === 'skipped' || t.status === 'todo')
      .map((t) => `${path.relative(repoRoot, file.name)} › ${t.fullName}`),
  );

/** Names of the tests a Vitest JSON report failed: the summary repeats them, as CI shows only the log's tail. */
const vitestFailed = (report) =>
  (report?.testResults ?? []).flatMap((file) => {
    const where = path.relative(repoRoot, file.name);
    const failed = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    // A file that fails to load (syntax, import) has no test results, only a message.
    if (!failed.length && file.status === 'failed')
      return [`${where} (the file failed: ${file.message ?? ''})`];
    return failed.map((t) => `${where} › ${t.fullName}`);
  });

/** Names of the tests in a Playwright JSON report whose outcome is one of `outcomes` (skipped, unexpected, flaky). */
function playwrightNamed(report, outcomes) {
  const names = [];
  const walk = (suite, trail) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (outcomes.includes(test.status)) names.push([...trail, spec.title].join(' › '));
    for (const child of suite.suites ?? []) walk(child, [...trail, child.title]);
  };
  for (const suite of report?.suites ?? []) walk(suite, [suite.title]);
  return names;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

// Biome (format and lint), then the layering rules (.dependency-cruiser.cjs): both always run.
const lintRuns = [
  run('lint', bin('biome'), ['check', '.']),
  run(
    'layers',
    bin('depcruise'),
    ['--config', '.dependency-cruiser.cjs', 'web/src', 'server/src', 'contracts/src'],
    {},
    'lint',
  ),
];
const lintOk = lintRuns.every(Boolean);
results.push({ suite: 'lint', passed: lintOk ? 1 : 0, failed: lintOk ? 0 : 1 });

// Every project is type-checked, so one run shows all the type errors.
const typeRuns = ['contracts', 'server', 'web'].map((p) =>
  run(`types (${p})`, bin('tsc'), ['-p', p, '--noEmit'], {}, 'types'),
);
const typesOk = typeRuns.every(Boolean);
results.push({ suite: 'types', passed: typesOk ? 1 : 0, failed: typesOk ? 0 : 1 });
const skipped = [];
/** Tests that failed (or, for Playwright, passed only on retry), named in the summary. */
const failedNames = [];

const vitestFile = path.join(reports, 'vitest.json');
rmSync(vitestFile, { force: true });
const vitestOk = run(
  'unit, component and API tests (PGlite)',
  bin('vitest'),
  ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestFile}`],
  {},
  'vitest',
);
const vitest = readJson(vitestFile);
skipped.push(...vitestSkipped(vitest));
failedNames.push(...vitestFailed(vitest));
results.push({
  suite: 'vitest',
  passed: vitest?.numPassedTests ?? 0,
  failed: vitest ? vitest.numFailedTests + (vitestOk ? 0 : vitest.numFailedTests ? 0 : 1) : 1,
});

// CI also runs the server suite against a real PostgreSQL server (see .ci/run).
if (process.env.TEST_DATABASE_URL) {
  const pgFile = path.join(reports, 'vitest-postgres.json');
  rmSync(pgFile, { force: true });
  const pgOk = run(
    'API tests on PostgreSQL',
    bin('vitest'),
    ['run', '--project=server', '--reporter=default', '--reporter=json', `--outputFile.json=${pgFile}`],
    {},
    'postgres',
  );
  const pgReport = readJson(pgFile);
  skipped.push(...vitestSkipped(pgReport).map((name) => `${name} (PostgreSQL)`));
  failedNames.push(...vitestFailed(pgReport).map((name) => `${name} (PostgreSQL)`));
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
  'e2e',
);
const playwright = readJson(playwrightFile);
const stats = playwright?.stats;
skipped.push(...playwrightNamed(playwright, ['skipped']));
failedNames.push(...playwrightNamed(playwright, ['unexpected']).map((name) => `${name} (E2E)`));
failedNames.push(...playwrightNamed(playwright, ['flaky']).map((name) => `${name} (E2E, passed on retry)`));
results.push({
  suite: 'e2e',
  passed: stats ? stats.expected + stats.flaky : 0,
  failed: stats ? stats.unexpected + (e2eOk || stats.unexpected ? 0 : 1) : 1,
  note: stats?.flaky ? `(${stats.flaky} passed only on retry: see the list above)` : '',
});

console.log('\n━━ summary');
for (const r of results) {
  const took = `${(seconds[r.suite] ?? 0).toFixed(1)} s`.padStart(8);
  console.log(
    `  ${r.suite.padEnd(8)} ${took}  ${r.passed} passed, ${r.failed} failed ${r.note ?? ''}`.trimEnd(),
  );
}
if (failedNames.length) {
  console.log(`  failed or flaky: ${failedNames.length}`);
  for (const name of failedNames) console.log(`    - ${name}`);
}
if (skipped.length) {
  console.log(`  skipped: ${skipped.length} (a skipped test is not allowed here: unskip or remove it)`);
  for (const name of skipped) console.log(`    - ${name}`);
}
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0) + skipped.length;
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
