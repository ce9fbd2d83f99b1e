// bench:web's peer mode: which built peer apps to measure beside Atrium, and how their pages map onto Atrium's.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Reads the peers from bench:web's arguments. Each argument is either
 *  - `name=folder` (or just `folder`, named after it): a built single-page app whose pages have Atrium's paths, or
 *  - a `.json` file holding a list of `{ name, dir, pages?, storageState? }`: `pages` maps Atrium's page paths to
 *    the peer's own (e.g. `{ "/login": "/auth/login", "/app/dashboards/default": "/" }`; a page left out is not
 *    measured on that peer) and `storageState` names a Playwright storage-state file that signs the peer's demo in.
 * Relative paths in a JSON file are relative to that file.
 */
export function parsePeers(args, cwd = process.cwd()) {
  const peers = [];
  for (const arg of args) {
    if (arg.endsWith('.json')) {
      const file = path.resolve(cwd, arg);
      const list = JSON.parse(readFileSync(file, 'utf8'));
      if (!Array.isArray(list)) throw new Error(`${arg}: expected a list of peers`);
      for (const peer of list) peers.push(checked(peer, path.dirname(file), arg));
      continue;
    }
    const at = arg.indexOf('=');
    const dir = at > 0 ? arg.slice(at + 1) : arg;
    const name = at > 0 ? arg.slice(0, at) : path.basename(path.resolve(cwd, dir));
    peers.push(checked({ name, dir }, cwd, arg));
  }
  const names = peers.map((p) => p.name);
  const twice = names.find((name, i) => names.indexOf(name) !== i);
  if (twice) throw new Error(`two peers are called ${twice}: name them (name=folder)`);
  if (names.includes('atrium')) throw new Error('"atrium" is this app: give the peer another name');
  return peers;
}

function checked(peer, base, source) {
  if (typeof peer?.name !== 'string' || !peer.name || typeof peer.dir !== 'string')
    throw new Error(`${source}: a peer needs a name and a dir`);
  const dir = path.resolve(base, peer.dir);
  if (!existsSync(path.join(dir, 'index.html'))) throw new Error(`${source}: no index.html in ${dir}`);
  const storageState = peer.storageState ? path.resolve(base, peer.storageState) : undefined;
  if (storageState && !existsSync(storageState)) throw new Error(`${source}: no ${storageState}`);
  return { name: peer.name, dir, pages: peer.pages ?? null, storageState };
}

/** The peer's path for Atrium's page `atriumPath`, or null when the peer has no such page. */
export function peerPath(peer, atriumPath) {
  if (!peer.pages) return atriumPath;
  return peer.pages[atriumPath] ?? null;
}

/** `value` as a multiple of the best (lowest) peer's, e.g. "0.72× best peer (emilus)"; null without peers. */
export function ratioToBest(value, peerValues) {
  const known = peerValues.filter(([, v]) => typeof v === 'number' && v > 0);
  if (typeof value !== 'number' || known.length === 0) return null;
  const [name, best] = known.reduce((a, b) => (b[1] < a[1] ? b : a));
  return { ratio: value / best, peer: name, best };
}
