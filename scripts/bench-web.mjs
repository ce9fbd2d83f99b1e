// npm run bench:web — builds the web app when stale, starts the real stack (Auth Emulator + API + SPA) on private
// ports with a throwaway seeded database, signs one member in, then loads each page in a fresh browser context
// with the CPU throttled and prints medians: JavaScript gzip KB, FCP, LCP and TBT.
//
// Method (the same as the perf probe the budgets were set with): headless /usr/bin/chromium, 1350×940, CPU ×4
// (Emulation.setCPUThrottlingRate), one warm-up then BENCH_RUNS (5) measured runs per page, interleaved; each run
// waits for `load`, then 500 ms without a request in flight, then until the page has painted, shows no placeholder
// (skeleton, spinner, aria-busy) in its main area, no long task has run for 1 s and the DOM has not changed for 500 ms
// (at most 20 s). JS size = gzip -9 of every script body
// the page loaded (1 KB = 1024 bytes). TBT = Σ(long task − 50 ms) from navigation start.
//
// Env: BENCH_RUNS (5), BENCH_CPU (4), BENCH_PAGES (comma list; default "/login,/app/dashboards/default"),
//      BENCH_PORT (8490), BENCH_EMULATOR_PORT (9490), BENCH_OUT (write the runs as JSON to this file),
//      BENCH_KEEP_BUILD=1 (do not rebuild web/dist),
//      BENCH_SWITCH ("from>to>selector", several separated by ";"; default: the dashboard to the product list,
//      to the Form page and to the Table page of the component catalogue; "" for none),
//      BENCH_CATALOGUE=0 (skip the catalogue's per-page JavaScript weights),
//      BENCH_TIMELINE=1 (print every request of each run, with its start and end: what waits for what),
//      BENCH_LOAF=1 (print each page load's long animation frames, over 50 ms, with the scripts that ran in them:
//      which file's evaluation, timer or scheduler task made a long task, without a trace's overhead),
//      BENCH_PROFILE (a folder: each route switch is traced there, `switch-<page>-<n>.json`, a Chromium trace with
//      CPU samples to open in DevTools' Performance panel; a traced switch runs about 1.5× slower, so its time is not a
//      figure to report; each page load's JavaScript is sampled there too, `load-<page>-<n>.cpuprofile`).
//      BENCH_CONSOLE=1 (print the page's console messages: for a temporarily instrumented build),
//      BENCH_HEAP (a folder: each page's heap, once measured, as `heap-<page>-<n>.heapsnapshot` for DevTools' Memory
//      panel).
//
// Peer mode: `npm run bench:web -- emilus=../peers/emilus/build shadcn=../peers/shadcn-admin/dist` (or a JSON list,
// see lib/bench-peers.mjs) serves each built peer as a static host would and measures its pages in the same
// interleaved rounds as Atrium's, then prints each metric with Atrium's ratio to the best peer. Route switches are
// Atrium's only (a peer's menu is its own).
//
// Baseline mode: BENCH_BASELINE=<a built web/dist folder> (e.g. main's, built in a worktree) starts a second stack that
// serves that build (the same server code, its own database and emulator on BENCH_PORT + 10 and BENCH_EMULATOR_PORT +
// 10) and measures every page and route switch on it in the same interleaved rounds, run by run, then prints this
// build's ratio to it: on a shared host whose speed drifts by ±25 % within minutes, two builds measured in separate
// invocations cannot be compared.
//
// Heap = JSHeapUsedSize after a forced garbage collection, once the page has settled. "filled" = when the page last
// stopped showing a placeholder (a dashboard's widgets all have their content; on a page without any, its first
// DOM change).
//
// Route switch (the probe's --route-switch): on `from`, once settled, the side menu is opened down to the link of
// `to` (not timed), then the link is clicked; the time is from the click to the last DOM change before 500 ms of
// quiet once `selector` (the new screen's data) is on the page (at most 10 s), with the long tasks in that window as
// its TBT. The app marks when the screen's code and translations were in (`atrium:screen-ready`, a User Timing
// mark): the time before it is waiting for the network and running the new modules, the time after it is drawing.
// "On screen" is when the frame after that last change had been drawn (a task queued from its animation frame): a
// quiet DOM does not count the page's layout when the browser does it after the commit, this does.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { parsePeers, peerPath, ratioToBest } from './lib/bench-peers.mjs';
import { hostReferenceMs } from './lib/host-reference.mjs';
import { buildWeb, startStack, webBuildIsStale } from './lib/stack.mjs';
import { serveStaticSite } from './lib/static-site.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CPU = Number(process.env.BENCH_CPU ?? 4);
const PAGES = (process.env.BENCH_PAGES ?? '/login,/app/dashboards/default').split(',').filter(Boolean);
const PORT = Number(process.env.BENCH_PORT ?? 8490);
const EMULATOR_PORT = Number(process.env.BENCH_EMULATOR_PORT ?? 9490);
const BASE = `http://127.0.0.1:${PORT}`;
/** What a screen shows while its data or code is still coming: a page is not settled while one is in view. */
const PLACEHOLDERS =
  'main .widget-skeleton, main .ant-skeleton, main .ant-spin-spinning, main [aria-busy="true"]';
const DEFAULT_SWITCHES = [
  '/app/dashboards/default>/app/apps/ecommerce/product-list>main .ant-table-row',
  '/app/dashboards/default>/app/components/data-entry/form>main #api',
  '/app/dashboards/default>/app/components/data-display/table>main #api',
].join(';');
const SWITCHES = (process.env.BENCH_SWITCH ?? DEFAULT_SWITCHES)
  .split(';')
  .filter((s) => s.trim())
  .map((spec) => {
    const [from, to, ready] = spec.split('>').map((part) => part.trim());
    return { from, to, ready };
  });
/** The switch targets that must land within this many ms (the probe's target for a route switch). */
const SWITCH_TARGET_MS = {
  '/app/components/data-entry/form': 500,
  '/app/components/data-display/table': 500,
};
const PROFILE_DIR = process.env.BENCH_PROFILE ? path.resolve(process.env.BENCH_PROFILE) : null;
let profiles = 0;
const HEAP_DIR = process.env.BENCH_HEAP ? path.resolve(process.env.BENCH_HEAP) : null;
let snapshots = 0;
const MEMBER = { email: 'bench@atrium.test', password: 'bench-secret-1' };

const PROBE_INIT = (placeholders) => {
  const probe = { longTasks: [], lcp: 0, lcpElement: '', lastMutation: 0, filled: null };
  window.__bench = probe;
  new MutationObserver(() => {
    probe.lastMutation = performance.now();
    // When the screen last stopped showing a placeholder (skeleton, spinner, busy region): its content is in.
    if (document.querySelector(placeholders)) probe.filled = null;
    else probe.filled ??= probe.lastMutation;
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) probe.longTasks.push([e.startTime, e.duration]);
    }).observe({ type: 'longtask', buffered: true });
  } catch {}
  try {
    // BENCH_LOAF=1: the long animation frames (over 50 ms) and the scripts that ran in them, attributed by file and
    // entry point (a module script's evaluation, a timer, React's scheduler), without a trace's overhead.
    probe.frames = [];
    new PerformanceObserver((list) => {
      for (const frame of list.getEntries()) {
        const scripts = frame.scripts
          .map(
            (s) =>
              `${s.invokerType} ${s.sourceURL.split('/').pop()}${s.sourceFunctionName ? `:${s.sourceFunctionName}` : ''} ${s.duration.toFixed(0)}`,
          )
          .join(', ');
        const style = frame.styleAndLayoutStart
          ? frame.startTime + frame.duration - frame.styleAndLayoutStart
          : 0;
        probe.frames.push(
          `${frame.startTime.toFixed(0)}+${frame.duration.toFixed(0)} ms (blocking ${frame.blockingDuration.toFixed(0)}, style and layout ${style.toFixed(0)}): ${scripts || 'no script over 5 ms'}`,
        );
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
  } catch {}
  try {
    new PerformanceObserver((list) => {
      const entry = list.getEntries().at(-1);
      probe.lcp = entry.startTime;
      // What the largest paint was: which element, how big, and whether it was the prerendered copy.
      const e = entry.element;
      probe.lcpElement = e
        ? `${e.closest('#prerendered') ? 'prerendered ' : ''}${e.tagName.toLowerCase()}${e.className && typeof e.className === 'string' ? `.${e.className.trim().split(/\s+/).join('.')}` : ''} ${entry.size}px² "${(e.textContent ?? '').trim().slice(0, 30)}"`
        : `(removed) ${entry.size}px²`;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  } catch {}
};

/**
 * Opens the side menu's submenus down to `to`'s link (waiting for each to open, however slow the machine), lets
 * what opening them fetched arrive (a person takes longer than that to aim at the link), then times a click on the
 * link until the DOM is quiet.
 */
async function routeSwitch(page, networkQuiet, to, readySelector) {
  const link = page.locator(`[data-testid="side-nav"] a[href="${to}"]`);
  const deadline = Date.now() + 30_000;
  // A submenu opened while the page is still settling can be closed again by it: open until the link shows.
  while (!(await link.isVisible())) {
    if (Date.now() > deadline) throw new Error(`route switch to ${to}: its menu link never showed`);
    await page.locator('[data-testid="side-nav"] [aria-expanded="false"]').evaluateAll((titles, target) => {
      // The closed submenu whose key is a prefix of the target's route (apps → apps-ecommerce → …) is opened:
      // a section button of the side nav (data-section), or an rc-menu sub-menu title (a baseline build's).
      const key = (t) => (t.dataset.section ?? t.dataset.menuId)?.split('-').at(-1) ?? '§';
      const next = titles.find((t) => target.includes(key(t)));
      next?.click();
    }, to);
    await link.waitFor({ timeout: 1000 }).catch(() => {});
  }
  // Not `waitForLoadState('networkidle')`: that state was reached when the page loaded, and it returns at once.
  await networkQuiet();
  const trace = PROFILE_DIR && path.join(PROFILE_DIR, `switch-${to.split('/').pop()}-${++profiles}.json`);
  if (trace)
    await page
      .context()
      .browser()
      .startTracing(page, {
        path: trace,
        categories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'v8.execute',
          'blink.user_timing',
          'disabled-by-default-v8.cpu_profiler',
          'loading',
          'netlog',
        ],
      });
  const result = await page.evaluate(
    async ([selector, target, readySelector, placeholders]) => {
      const element = document.querySelector(selector);
      if (!element) return { error: `not found: ${selector}` };
      let last = performance.now();
      let onScreen = null;
      const observer = new MutationObserver(() => {
        const at = performance.now();
        last = at;
        // A task queued from the next animation frame runs after that frame's style, layout and paint: when the
        // last change was on screen, wherever the browser did its layout (forced inside the commit or after it).
        requestAnimationFrame(() =>
          setTimeout(() => {
            if (last === at) onScreen = performance.now();
          }, 0),
        );
      });
      observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
      const start = performance.now();
      element.click();
      // Done once the new screen is there with its data (no skeleton or spinner left) and the DOM has been quiet
      // for 500 ms; a lazy screen's chunk can take longer than that to arrive while nothing on the page moves.
      // Only placeholders in view count: a component page's demos below the fold stay placeholders until scrolled
      // to, and waiting for them ran every catalogue switch into its 10 s cap.
      const inView = (element) => element.getBoundingClientRect().top < innerHeight;
      const busy = () =>
        location.pathname !== target ||
        (readySelector && !document.querySelector(readySelector)) ||
        [...document.querySelectorAll(placeholders)].some(inView);
      await new Promise((ok) => {
        const timer = setInterval(() => {
          const now = performance.now();
          if ((!busy() && now - last > 500) || now - start > 10_000) {
            clearInterval(timer);
            ok();
          }
        }, 50);
      });
      observer.disconnect();
      // The app's mark (web/src/routes/router.tsx) once the screen's code and translations were in.
      const ready = performance
        .getEntriesByName('atrium:screen-ready')
        .find((mark) => mark.startTime >= start);
      return {
        ms: last - start,
        onScreenMs: onScreen === null ? null : onScreen - start,
        readyMs: ready ? ready.startTime - start : null,
        tbt: window.__bench.longTasks
          .filter(([at]) => at >= start)
          .reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0),
        path: location.pathname,
        ready: readySelector ? document.querySelectorAll(readySelector).length : null,
      };
    },
    [`[data-testid="side-nav"] a[href="${to}"]`, to, readySelector, PLACEHOLDERS],
  );
  if (trace) await page.context().browser().stopTracing();
  if (result.error) throw new Error(`route switch to ${to}: ${result.error}`);
  if (result.path !== to) throw new Error(`route switch to ${to} ended on ${result.path}`);
  if (readySelector && !result.ready)
    throw new Error(`route switch to ${to}: no ${readySelector} after 10 s`);
  return result;
}

async function measure(browser, url, storageState, switchTo, switchReady) {
  const context = await browser.newContext({ viewport: { width: 1350, height: 940 }, storageState });
  await context.addInitScript(PROBE_INIT, PLACEHOLDERS);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
  await cdp.send('Performance.enable');
  const scripts = [];
  const errors = [];
  let inflight = 0;
  let lastNetwork = Date.now();
  page.on('request', () => {
    inflight++;
    lastNetwork = Date.now();
  });
  const settled = (request) => {
    inflight--;
    lastNetwork = Date.now();
    if (request.resourceType() === 'script') scripts.push(request);
  };
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  page.on('pageerror', (e) => errors.push(String(e)));
  if (process.env.BENCH_CONSOLE) page.on('console', (m) => process.stderr.write(`console: ${m.text()}\n`));

  // BENCH_PROFILE: the page load's JavaScript as a CPU profile (sampled, so it costs far less than a trace).
  if (PROFILE_DIR) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  /** Until no request has been in flight for 500 ms (at most 15 s). */
  const networkQuiet = async () => {
    const start = Date.now();
    while (Date.now() - start < 15_000 && (inflight > 0 || Date.now() - lastNetwork < 500)) {
      await new Promise((ok) => setTimeout(ok, 50));
    }
  };
  lastNetwork = Date.now();
  await networkQuiet();
  // Quiet network is not a settled page: at CPU ×4 the dashboard renders for seconds after its last chunk arrived,
  // and a page read (or a route switch started) then has no paint yet.
  // Polled by the page itself, not with waitForFunction: that installs Playwright's injected script in the page's
  // world, about 0.5 MB of the heap measured below (the perf probe, the budgets' yardstick, has none of it).
  await page.evaluate(
    (placeholders) =>
      new Promise((settle) => {
        const start = performance.now();
        const poll = setInterval(() => {
          const now = performance.now();
          const lastTask = window.__bench.longTasks.reduce((end, [at, d]) => Math.max(end, at + d), 0);
          // A page waiting for its data (the session's token, then the API) can be idle for over a second: it is not
          // settled while a placeholder is still on screen.
          const waiting = document.querySelector(placeholders);
          const quiet =
            performance.getEntriesByName('first-contentful-paint').length > 0 &&
            !waiting &&
            now - lastTask > 1000 &&
            now - window.__bench.lastMutation > 500;
          if (quiet || now - start > 20_000) {
            clearInterval(poll);
            settle();
          }
        }, 100);
      }),
    PLACEHOLDERS,
  );
  const timing = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    lcp: window.__bench.lcp || null,
    lcpElement: window.__bench.lcpElement,
    tbt: window.__bench.longTasks.reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0),
    filled: window.__bench.filled,
    path: location.pathname,
    ...(() => {
      // A screen's data (issue 19 item 3): when its first API request left and when the last one had answered.
      const data = performance
        .getEntriesByType('resource')
        .filter((entry) =>
          /\/api\/(?!me\b|preferences|notifications|mail\/counts|chat\/unread|page-views)/.test(entry.name),
        );
      return data.length
        ? {
            dataStart: Math.min(...data.map((entry) => entry.startTime)),
            dataEnd: Math.max(...data.map((entry) => entry.responseEnd)),
          }
        : {};
    })(),
    // BENCH_TIMELINE=1: every request of the page, to see what waits for what.
    timeline: performance
      .getEntriesByType('resource')
      .map(
        (e) =>
          `${e.startTime.toFixed(0).padStart(6)}–${e.responseEnd.toFixed(0).padEnd(6)} ${e.name.replace(location.origin, '')}`,
      ),
  }));
  if (process.env.BENCH_TIMELINE) process.stderr.write(`${timing.timeline.join('\n')}\n`);
  if (process.env.BENCH_LOAF)
    process.stderr.write(
      `${url} long animation frames:\n${(await page.evaluate(() => window.__bench.frames ?? [])).map((f) => `  ${f}`).join('\n')}\n`,
    );
  delete timing.timeline;
  if (PROFILE_DIR) {
    const { profile } = await cdp.send('Profiler.stop');
    const name = `load${new URL(url).pathname.replace(/[^a-z0-9]+/gi, '-')}-${++profiles}.cpuprofile`;
    writeFileSync(path.join(PROFILE_DIR, name), JSON.stringify(profile));
  }
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  timing.heapMb = (metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0) / 1024 / 1024;
  if (HEAP_DIR) {
    // BENCH_HEAP: the page's heap as it was measured, to open in DevTools' Memory panel (what holds the megabytes).
    const chunks = [];
    const onChunk = ({ chunk }) => chunks.push(chunk);
    cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
    cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
    writeFileSync(
      path.join(
        HEAP_DIR,
        `heap${new URL(url).pathname.replace(/[^a-z0-9]+/gi, '-')}-${++snapshots}.heapsnapshot`,
      ),
      chunks.join(''),
    );
  }
  const pageScripts = scripts.length;
  if (switchTo) timing.switch = await routeSwitch(page, networkQuiet, switchTo, switchReady);
  let jsGzip = 0;
  const sizes = {};
  let switchGzip = 0;
  for (const [index, request] of scripts.entries()) {
    const body = await (await request.response())?.body().catch(() => null);
    if (!body) continue;
    const size = zlib.gzipSync(body, { level: 9 }).length;
    if (index >= pageScripts) {
      switchGzip += size;
      continue;
    }
    jsGzip += size;
    sizes[new URL(request.url()).pathname] = size;
  }
  await context.close();
  if (timing.switch) timing.switch.jsKb = switchGzip / 1024;
  return { ...timing, jsKb: jsGzip / 1024, files: pageScripts, errors, scripts: sizes };
}

async function signedInState(browser, base = BASE) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.getByLabel('Email').fill(MEMBER.email);
  await page.getByLabel('Password', { exact: true }).fill(MEMBER.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/app/dashboards/default', { timeout: 60_000 });
  // Firebase keeps its session in IndexedDB: a state without it would open the app signed out.
  const state = await context.storageState({ indexedDB: true });
  await context.close();
  return state;
}

/**
 * What each component page costs on top of the app: the gzip size of the scripts it loads that the Default
 * dashboard did not (each page opened directly, unthrottled), heaviest first. A page should carry only the
 * components it shows.
 */
async function catalogueWeights(browser, storageState) {
  const context = await browser.newContext({ viewport: { width: 1350, height: 940 }, storageState });
  const page = await context.newPage();
  const load = async (url) => {
    const bodies = new Map();
    const onResponse = async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.body().catch(() => null);
      if (body) bodies.set(new URL(response.url()).pathname, zlib.gzipSync(body, { level: 9 }).length);
    };
    page.on('response', onResponse);
    await page.goto(BASE + url, { waitUntil: 'networkidle', timeout: 60_000 });
    page.off('response', onResponse);
    return bodies;
  };
  const shell = await load('/app/dashboards/default');
  // The index page links to every component page (and to the chart and map pages, left out here).
  await page.goto(`${BASE}/app/components`, { waitUntil: 'networkidle' });
  const paths = await page.evaluate(() =>
    [...document.querySelectorAll('a.catalogue-card-link')].map((a) => a.getAttribute('href')),
  );
  const weights = [];
  for (const path of paths) {
    if (path.includes('/charts/') || path.includes('/maps/')) continue;
    const scripts = await load(path);
    let bytes = 0;
    for (const [url, size] of scripts) if (!shell.has(url)) bytes += size;
    weights.push({ path, kb: bytes / 1024 });
  }
  await context.close();
  return weights.sort((a, b) => b.kb - a.kb);
}

const median = (values) => {
  const v = values.filter((x) => typeof x === 'number').sort((a, b) => a - b);
  if (v.length === 0) return null;
  const h = v.length >> 1;
  return v.length % 2 ? v[h] : (v[h - 1] + v[h]) / 2;
};

// BENCH_KEEP_BUILD=1 measures web/dist as it is (e.g. while sources are mid-change).
const peers = parsePeers(process.argv.slice(2));
if (!process.env.BENCH_KEEP_BUILD && webBuildIsStale()) buildWeb();
const referenceBefore = hostReferenceMs();
const workDir = mkdtempSync(path.join(tmpdir(), 'atrium-bench-web-'));
const dataDir = path.join(workDir, 'data');
const env = {
  dataDir,
  port: PORT,
  emulatorPort: EMULATOR_PORT,
  realFirebase: false,
  projectId: 'demo-admin',
};
const SERVER_ENV = { LOG_LEVEL: 'warn', SEED_DEMO: 'true' };
const stack = await startStack(env, { quiet: true, serverEnv: SERVER_ENV });
/** BENCH_BASELINE: another build of the web app, served by a stack of its own and measured run by run beside this one. */
const BASELINE_DIST = process.env.BENCH_BASELINE ? path.resolve(process.env.BENCH_BASELINE) : null;
const baseline = BASELINE_DIST && {
  base: `http://127.0.0.1:${PORT + 10}`,
  emulatorPort: EMULATOR_PORT + 10,
  stack: await startStack(
    { ...env, dataDir: path.join(workDir, 'baseline'), port: PORT + 10, emulatorPort: EMULATOR_PORT + 10 },
    { quiet: true, serverEnv: { ...SERVER_ENV, WEB_DIST: BASELINE_DIST } },
  ).catch(async (error) => {
    await stack.stop();
    throw error;
  }),
};
const peerSites = [];
let browser;
try {
  for (const [index, peer] of peers.entries())
    peerSites.push({ ...peer, site: await serveStaticSite(peer.dir, PORT + 1 + index) });
  for (const emulatorPort of [EMULATOR_PORT, ...(baseline ? [baseline.emulatorPort] : [])]) {
    const signUp = await fetch(
      `http://127.0.0.1:${emulatorPort}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=bench`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...MEMBER, displayName: 'Bench Member', returnSecureToken: true }),
      },
    );
    if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  }
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      // Offline and fair: a page that reaches for another host (fonts, analytics) fails at once, not after a timeout.
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
    ],
  });
  const state = await signedInState(browser);
  const baselineState = baseline && (await signedInState(browser, baseline.base));
  const results = [];
  for (const pagePath of PAGES) {
    // /login is measured signed out (a signed-in visitor is sent on to the dashboard).
    results.push({
      site: 'atrium',
      pagePath,
      url: BASE + pagePath,
      storage: pagePath === '/login' ? undefined : state,
    });
    if (baseline)
      results.push({
        site: 'baseline',
        pagePath,
        url: baseline.base + pagePath,
        storage: pagePath === '/login' ? undefined : baselineState,
      });
    for (const peer of peerSites) {
      const own = peerPath(peer, pagePath);
      if (own)
        results.push({ site: peer.name, pagePath, url: peer.site.url + own, storage: peer.storageState });
    }
  }
  for (const sw of SWITCHES) {
    results.push({ site: 'atrium', pagePath: sw.from, url: BASE + sw.from, storage: state, switch: sw });
    if (baseline)
      results.push({
        site: 'baseline',
        pagePath: sw.from,
        url: baseline.base + sw.from,
        storage: baselineState,
        switch: sw,
      });
  }
  for (const r of results) r.runs = [];
  for (let i = -1; i < RUNS; i++) {
    for (const r of results) {
      const run = await measure(browser, r.url, r.storage, r.switch?.to, r.switch?.ready);
      // A peer's demo is measured as it is (its redirects and console errors are its own business).
      if (r.site === 'atrium' || r.site === 'baseline') {
        if (run.path !== r.pagePath) throw new Error(`${r.pagePath} ended on ${run.path}`);
        if (run.errors.length) throw new Error(`${r.pagePath}: page errors ${run.errors.join(' | ')}`);
      }
      if (i >= 0) r.runs.push(run);
      process.stderr.write(
        `${r.site} ${r.pagePath} ${i < 0 ? 'warm-up' : `run ${i + 1}/${RUNS}`}: JS ${run.jsKb.toFixed(1)} KB, ` +
          `FCP ${run.fcp?.toFixed(0)} LCP ${run.lcp?.toFixed(0)} TBT ${run.tbt.toFixed(0)} ms, ` +
          `heap ${run.heapMb.toFixed(2)} MB, filled ${run.filled?.toFixed(0)} ms` +
          (run.dataStart == null ? '' : `, data ${run.dataStart.toFixed(0)}–${run.dataEnd.toFixed(0)} ms`) +
          (run.switch
            ? `; switch to ${r.switch.to} ${run.switch.ms.toFixed(0)} ms, on screen at ${run.switch.onScreenMs?.toFixed(0)} ms (code in at ${run.switch.readyMs?.toFixed(0)} ms; ${run.switch.ready} × ${r.switch.ready})`
            : '') +
          (run.lcpElement ? `\n  largest paint: ${run.lcpElement}` : '') +
          '\n',
      );
    }
  }
  const weights = process.env.BENCH_CATALOGUE === '0' ? null : await catalogueWeights(browser, state);
  console.log(
    `\nbench:web — CPU ×${CPU}, ${RUNS} runs each (medians), Chromium ${browser.version()}; host reference ` +
      `workload ${referenceBefore.toFixed(0)} ms before, ${hostReferenceMs().toFixed(0)} ms after (lower is faster)`,
  );
  printPages(results.filter((r) => !r.switch));
  for (const r of results.filter((r) => r.switch)) {
    const sw = (key) => median(r.runs.map((run) => run.switch[key]));
    const target = SWITCH_TARGET_MS[r.switch.to] ?? 1000;
    const ours = results.find((o) => o.site === 'atrium' && o.switch === r.switch);
    const ratio =
      r.site === 'baseline'
        ? ` (this build ÷ baseline: ${(median(ours.runs.map((run) => run.switch.ms)) / sw('ms')).toFixed(2)}×)`
        : '';
    console.log(
      `  ${r.site === 'baseline' ? 'baseline: ' : ''}route switch ${r.switch.from} → ${r.switch.to}: ${sw('ms').toFixed(0)} ms to a quiet DOM, ` +
        `on screen at ${sw('onScreenMs')?.toFixed(0)} ms ` +
        `(its code and translations in at ${sw('readyMs')?.toFixed(0)} ms, then drawn; ` +
        `TBT ${sw('tbt').toFixed(0)} ms, ${sw('jsKb').toFixed(1)} KB JS gzip loaded) — target < ${target} ms ` +
        `${sw('ms') < target ? 'met' : 'MISSED'}${ratio}`,
    );
  }
  if (weights) {
    console.log(
      `  component pages: JavaScript beyond the Default dashboard's, gzip (${weights.length} pages; the five heaviest):`,
    );
    for (const w of weights.slice(0, 5)) console.log(`    ${w.kb.toFixed(1).padStart(6)} KB  ${w.path}`);
    console.log(`    median ${median(weights.map((w) => w.kb)).toFixed(1)} KB`);
  }
  if (process.env.BENCH_OUT)
    writeFileSync(
      process.env.BENCH_OUT,
      JSON.stringify(
        results.map(({ storage, ...r }) => r),
        null,
        2,
      ),
    );
} finally {
  await browser?.close();
  for (const peer of peerSites) await peer.site.close();
  await stack.stop();
  await baseline?.stack.stop();
  rmSync(workDir, { recursive: true, force: true });
}

/** One line per site and page; with peers, Atrium's ratio to the best peer for each metric under each page. */
function printPages(rows) {
  const metrics = [
    ['fcp', 'FCP', (v) => `${v.toFixed(0)} ms`],
    ['lcp', 'LCP', (v) => `${v.toFixed(0)} ms`],
    ['tbt', 'TBT', (v) => `${v.toFixed(0)} ms`],
    ['heapMb', 'heap after GC', (v) => `${v.toFixed(2)} MB`],
    ['jsKb', 'JS gzip', (v) => `${v.toFixed(1)} KB`],
    ['dataStart', 'first data request', (v) => `${v.toFixed(0)} ms`],
    ['dataEnd', 'data in', (v) => `${v.toFixed(0)} ms`],
    ['filled', 'filled', (v) => `${v.toFixed(0)} ms`],
  ];
  const show = (value, format) => (typeof value === 'number' ? format(value) : 'n/a');
  for (const pagePath of new Set(rows.map((r) => r.pagePath))) {
    const sites = rows.filter((r) => r.pagePath === pagePath);
    const medians = new Map(
      sites.map((r) => [
        r.site,
        Object.fromEntries(metrics.map(([key]) => [key, median(r.runs.map((run) => run[key]))])),
      ]),
    );
    if (sites.length > 1) console.log(`  ${pagePath}`);
    for (const r of sites) {
      const m = medians.get(r.site);
      const files = median(r.runs.map((run) => run.files));
      const errors = r.runs.reduce((sum, run) => sum + run.errors.length, 0);
      console.log(
        `  ${(sites.length > 1 ? `  ${r.site}` : pagePath).padEnd(26)} JS ${show(m.jsKb, (v) => v.toFixed(1))} KB gzip ` +
          `(${files} files) | FCP ${show(m.fcp, (v) => v.toFixed(0))} ms | LCP ${show(m.lcp, (v) => v.toFixed(0))} ms | ` +
          `TBT ${show(m.tbt, (v) => v.toFixed(0))} ms | heap after GC ${show(m.heapMb, (v) => v.toFixed(2))} MB` +
          (m.dataStart == null
            ? ''
            : ` | data: first request ${m.dataStart.toFixed(0)} ms, all in ${m.dataEnd.toFixed(0)} ms`) +
          ` | filled ${show(m.filled, (v) => v.toFixed(0))} ms` +
          (errors ? ` | ${errors} page errors` : ''),
      );
    }
    const ours = medians.get('atrium');
    const base = medians.get('baseline');
    if (base)
      console.log(
        `    this build ÷ baseline: ${metrics
          .map(([key, label]) =>
            typeof ours[key] === 'number' && base[key]
              ? `${label} ${(ours[key] / base[key]).toFixed(2)}×`
              : `${label} n/a`,
          )
          .join(' | ')}`,
      );
    const others = sites.filter((r) => r.site !== 'atrium' && r.site !== 'baseline');
    if (!others.length) continue;
    // A peer's data comes from its own mock or API: the data timings are Atrium's only.
    const ratios = metrics
      .filter(([key]) => !key.startsWith('data'))
      .map(([key, label, format]) => {
        const against = ratioToBest(
          ours[key],
          others.map((r) => [r.site, medians.get(r.site)[key]]),
        );
        return against
          ? `${label} ${against.ratio.toFixed(2)}× (best ${against.peer} ${format(against.best)})`
          : `${label} n/a`;
      });
    console.log(`    Atrium ÷ best peer: ${ratios.join(' | ')}`);
  }
}
