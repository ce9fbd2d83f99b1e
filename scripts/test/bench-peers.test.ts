import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parsePeers, peerPath, ratioToBest } from '../lib/bench-peers.mjs';
import { serveStaticSite } from '../lib/static-site.mjs';

const root = mkdtempSync(path.join(tmpdir(), 'bench-peers-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function builtApp(name: string) {
  const dir = path.join(root, name);
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), `<!doctype html><title>${name}</title>`);
  writeFileSync(path.join(dir, 'assets', 'app-1a2b.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
  return dir;
}

describe('bench:web peers', () => {
  const emilus = builtApp('emilus');
  const shadcn = builtApp('shadcn-admin');

  it('reads name=folder and bare folders, with Atrium’s page paths', () => {
    const peers = parsePeers([`em=${emilus}`, shadcn]);
    expect(peers.map((p) => [p.name, p.dir])).toEqual([
      ['em', emilus],
      ['shadcn-admin', shadcn],
    ]);
    expect(peerPath(peers[0], '/login')).toBe('/login');
  });

  it('reads a JSON list whose paths are relative to the file, with page maps and a storage state', () => {
    writeFileSync(path.join(root, 'emilus-state.json'), '{"cookies":[],"origins":[]}');
    writeFileSync(
      path.join(root, 'peers.json'),
      JSON.stringify([
        {
          name: 'emilus',
          dir: 'emilus',
          pages: { '/login': '/auth/login' },
          storageState: 'emilus-state.json',
        },
      ]),
    );
    const [peer] = parsePeers(['peers.json'], root);
    expect(peer.dir).toBe(emilus);
    expect(peer.storageState).toBe(path.join(root, 'emilus-state.json'));
    expect(peerPath(peer, '/login')).toBe('/auth/login');
    // A page the map leaves out is not measured on that peer.
    expect(peerPath(peer, '/app/dashboards/default')).toBeNull();
  });

  it('refuses a folder without a built app, a name used twice and the name atrium', () => {
    expect(() => parsePeers([root])).toThrow(/no index.html/);
    expect(() => parsePeers([`a=${emilus}`, `a=${shadcn}`])).toThrow(/two peers are called a/);
    expect(() => parsePeers([`atrium=${emilus}`])).toThrow(/another name/);
  });

  it('gives the ratio to the lowest peer value, ignoring peers without one', () => {
    expect(
      ratioToBest(800, [
        ['emilus', 2000],
        ['shadcn', 1000],
        ['broken', null],
      ]),
    ).toEqual({ ratio: 0.8, peer: 'shadcn', best: 1000 });
    expect(ratioToBest(800, [['broken', null]])).toBeNull();
    expect(ratioToBest(null, [['shadcn', 1000]])).toBeNull();
  });

  it('serves a peer as a static host: compressed assets cached for a year, unknown routes get index.html', async () => {
    const site = await serveStaticSite(emilus, 0 /* any free port */);
    try {
      const asset = await fetch(`${site.url}/assets/app-1a2b.js`, { headers: { 'accept-encoding': 'gzip' } });
      expect(asset.headers.get('cache-control')).toContain('immutable');
      expect(asset.headers.get('content-encoding')).toBe('gzip');
      const route = await fetch(`${site.url}/app/dashboards/default`);
      expect(route.status).toBe(200);
      expect(route.headers.get('cache-control')).toBe('no-cache');
      expect(await route.text()).toContain('<title>emilus</title>');
      expect((await fetch(`${site.url}/missing.png`)).status).toBe(404);
      expect(await asset.text()).toMatch(/^console\.log\("x{4000}"\);$/);
    } finally {
      await site.close();
    }
  });
});
