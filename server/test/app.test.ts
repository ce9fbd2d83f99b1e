import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { prefsFromCookie } from '../src/spa.ts';

function fakeDist() {
  const dir = mkdtempSync(path.join(tmpdir(), 'atrium-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<html><head><!--app-config--></head><body></body></html>');
  writeFileSync(path.join(dir, 'assets', 'main-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(dir, 'boot.js'), '1');
  return dir;
}

/** Stands in for the Auth Emulator: echoes what it received. */
let upstream: Server;
let upstreamHost: string;
beforeAll(async () => {
  upstream = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ method: req.method, url: req.url, body }));
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamHost = `127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});
afterAll(() => upstream.close());

const configFor = (env: Record<string, string>) =>
  loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: 'memory://',
    SEED_DEMO: 'false',
    WEB_DIST: fakeDist(),
    FIREBASE_AUTH_EMULATOR_HOST: upstreamHost,
    ...env,
  });

describe('config', () => {
  it('defaults to port 8080 and the emulator project demo-admin', () => {
    const config = configFor({});
    expect(config.port).toBe(8080);
    expect(config.client).toMatchObject({ authMode: 'emulator', firebase: { projectId: 'demo-admin' } });
  });

  it('uses a real Firebase project when its key is given and no emulator', () => {
    const config = loadConfig({
      FIREBASE_API_KEY: 'k',
      FIREBASE_PROJECT_ID: 'p',
      FIREBASE_AUTH_DOMAIN: 'p.example',
    });
    expect(config.authEmulatorHost).toBeNull();
    expect(config.client).toMatchObject({
      authMode: 'firebase',
      firebase: { apiKey: 'k', authDomain: 'p.example' },
    });
  });

  it('refuses bad values with a message naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', FIREBASE_AUTH_EMULATOR_HOST: 'x:1' })).toThrow(/PORT/);
    expect(() => loadConfig({})).toThrow(/FIREBASE_AUTH_EMULATOR_HOST/);
  });
});

describe('serving the SPA', () => {
  it('answers deep links with index.html carrying the runtime config, uncached', async () => {
    const app = await buildApp(configFor({}));
    const res = await app.inject({
      url: '/app/docs/documentation/routing',
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<script id="app-config" type="application/json">{"appName":"Atrium"');
    expect(res.body).not.toContain('<!--app-config-->');
    await app.close();
  });

  it('serves a rebuilt index.html without a restart', async () => {
    const dist = fakeDist();
    const app = await buildApp(configFor({ WEB_DIST: dist }));
    expect((await app.inject({ url: '/' })).body).not.toContain('rebuilt');
    writeFileSync(
      path.join(dist, 'index.html'),
      '<html><head><!--app-config--></head><body>rebuilt</body></html>',
    );
    utimesSync(path.join(dist, 'index.html'), new Date(), new Date(Date.now() + 5000));
    expect((await app.inject({ url: '/' })).body).toContain('rebuilt');
    await app.close();
  });

  it('serves hashed assets as immutable and unknown files as 404', async () => {
    const app = await buildApp(configFor({}));
    const asset = await app.inject({ url: '/assets/main-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await app.inject({ url: '/assets/gone-123.js', headers: { accept: '*/*' } });
    expect(missing.statusCode).toBe(404);
    await app.close();
  });

  it("sends a hashed asset compressed once, as the browser accepts it: the build's copies, or its own", async () => {
    const dist = fakeDist();
    const source = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ i })))};`;
    writeFileSync(path.join(dist, 'assets', 'page-1a2b.js'), source);
    // The build's copies (web/build/precompressed-assets.ts) are sent as they are: these are marked so it shows.
    const built = `${source}/*built*/`;
    writeFileSync(path.join(dist, 'assets', 'built-3c4d.js'), source);
    writeFileSync(path.join(dist, 'assets', 'built-3c4d.js.br'), brotliCompressSync(built));
    writeFileSync(path.join(dist, 'assets', 'built-3c4d.js.gz'), gzipSync(built));
    const app = await buildApp(configFor({ WEB_DIST: dist }));
    const get = (url: string, encoding?: string) =>
      app.inject({ url, headers: encoding === undefined ? {} : { 'accept-encoding': encoding } });

    const br = await get('/assets/page-1a2b.js', 'gzip, deflate, br, zstd');
    expect(br.headers).toMatchObject({
      'content-encoding': 'br',
      'content-type': 'text/javascript; charset=utf-8',
      vary: 'accept-encoding',
    });
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(source);
    const gz = await get('/assets/page-1a2b.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(source);
    const plain = await get('/assets/page-1a2b.js', 'br;q=0, gzip;q=0');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(source);
    expect((await get('/assets/page-1a2b.js')).body).toBe(source);

    expect(brotliDecompressSync((await get('/assets/built-3c4d.js', 'br')).rawPayload).toString()).toBe(
      built,
    );
    expect(gunzipSync((await get('/assets/built-3c4d.js', 'gzip')).rawPayload).toString()).toBe(built);
    // The copies themselves are not assets; nor is anything outside the folder.
    expect((await get('/assets/built-3c4d.js.br')).statusCode).toBe(404);
    for (const url of [
      '/assets/..%2Findex.html',
      '/assets/%2e%2e%2Findex.html',
      '/assets/sub%2F..%2F..%2Fboot.js',
    ])
      expect((await app.inject({ url, headers: { accept: '*/*' } })).statusCode).toBe(404);

    // Revalidation is answered without a body (a browser keeps these a year and seldom asks).
    const etag = String(br.headers.etag);
    const again = await app.inject({ url: '/assets/page-1a2b.js', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    // A file the build writes while the server runs is served once asked for (the folder is listed again at most once
    // a second, so a stream of requests for names that do not exist costs no listing each).
    writeFileSync(path.join(dist, 'assets', 'later-5e6f.js'), 'console.log(2)');
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now + 1000);
    expect((await get('/assets/later-5e6f.js')).body).toBe('console.log(2)');
    clock.mockRestore();
    await app.close();
  });

  it('reads the saved language, theme, direction and nav from the prefs cookie, anything odd as the defaults', () => {
    const defaults = { locale: 'en', theme: 'light', direction: 'ltr', nav: 'side-0-light' };
    expect(prefsFromCookie('a=1; atrium.prefs=l=fr&t=dark&d=rtl&n=side; b=2')).toEqual({
      locale: 'fr',
      theme: 'dark',
      direction: 'rtl',
      nav: 'side-0-light',
    });
    expect(prefsFromCookie('atrium.prefs=l=ja&t=light&d=ltr&n=side&c=1&s=dark').nav).toBe('side-1-dark');
    expect(prefsFromCookie('atrium.prefs=n=top&c=1&s=dark').nav).toBe('top');
    expect(prefsFromCookie('atrium.prefs=l=xx&t=%3Cscript%3E&d=up&n=../x&c=2&s=%00')).toEqual(defaults);
    expect(prefsFromCookie(undefined)).toEqual(defaults);
  });

  it('answers a dashboard with the prerendered shell of the saved nav, and index.html without one', async () => {
    const dist = fakeDist();
    mkdirSync(path.join(dist, 'prerendered'));
    writeFileSync(
      path.join(dist, 'prerendered', 'app_dashboards_sales.ja.rtl.side-1-dark.html'),
      '<html class="prerendered prerendered-shell"><head><!--app-config--></head><body>販売</body></html>',
    );
    const app = await buildApp(configFor({ WEB_DIST: dist }));
    const res = await app.inject({
      url: '/app/dashboards/sales?period=week',
      headers: { cookie: 'atrium.prefs=l=ja&t=dark&d=rtl&n=side&c=1&s=dark' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers.vary).toContain('cookie');
    expect(res.body).toContain(
      '<html class="prerendered prerendered-shell" data-theme="dark" style="color-scheme:dark">',
    );
    expect(res.body).toContain('販売');
    // Another nav, another dashboard or no cookie: the app's index.html.
    for (const [url, cookie] of [
      ['/app/dashboards/sales', 'atrium.prefs=l=ja&t=dark&d=rtl&n=top'],
      ['/app/dashboards/default', 'atrium.prefs=l=ja&t=dark&d=rtl&n=side&c=1&s=dark'],
      ['/app/dashboards/sales', ''],
    ] as const)
      expect((await app.inject({ url, headers: { cookie } })).body).not.toContain('prerendered');
    await app.close();
  });

  it('answers a sign-in page with its prerendered variant for the saved look, and index.html without one', async () => {
    const dist = fakeDist();
    mkdirSync(path.join(dist, 'prerendered'));
    writeFileSync(
      path.join(dist, 'prerendered', 'auth_login-1.fr.rtl.html'),
      '<html class="prerendered"><head><!--app-config--></head><body>Connexion</body></html>',
    );
    const app = await buildApp(configFor({ WEB_DIST: dist }));
    const res = await app.inject({
      url: '/auth/login-1',
      headers: { cookie: 'atrium.prefs=l=fr&t=dark&d=rtl' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers.vary).toContain('cookie');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<html class="prerendered" data-theme="dark" style="color-scheme:dark">');
    expect(res.body).toContain('Connexion');
    expect(res.body).toContain('<script id="app-config"');
    // A look or a page that was not prerendered is the app's index.html.
    expect((await app.inject({ url: '/auth/login-1' })).body).not.toContain('prerendered');
    expect((await app.inject({ url: '/auth/login-2' })).body).not.toContain('prerendered');
    await app.close();
  });

  it('fails to start with a clear message when the web app is not built', async () => {
    await expect(buildApp(configFor({ WEB_DIST: '/nonexistent/dist' }))).rejects.toThrow(/npm run build/);
  });
});

describe('Auth Emulator proxy', () => {
  it('forwards the SDK endpoints to the emulator with method, query and body', async () => {
    const app = await buildApp(configFor({}));
    const res = await app.inject({
      method: 'POST',
      url: '/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo',
      payload: { email: 'a@b.co' },
    });
    expect(res.json()).toEqual({
      method: 'POST',
      url: '/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo',
      body: JSON.stringify({ email: 'a@b.co' }),
    });
    const token = await app.inject({ method: 'POST', url: '/securetoken.googleapis.com/v1/token?key=demo' });
    expect(token.json().url).toBe('/securetoken.googleapis.com/v1/token?key=demo');
    await app.close();
  });

  it('is absent with a real Firebase project', async () => {
    const app = await buildApp(
      loadConfig({
        LOG_LEVEL: 'silent',
        DATA_DIR: 'memory://',
        SEED_DEMO: 'false',
        WEB_DIST: fakeDist(),
        FIREBASE_API_KEY: 'k',
        FIREBASE_PROJECT_ID: 'p',
      }),
    );
    const res = await app.inject({
      method: 'POST',
      url: '/identitytoolkit.googleapis.com/v1/accounts:signUp',
    });
    expect(res.statusCode).toBe(404);
    await app.close();
  });
});
