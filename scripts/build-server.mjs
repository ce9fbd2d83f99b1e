// `npm run build:server`: the API server as plain JavaScript for production (server/dist/main.js), so a
// deployment runs `node server/dist/main.js` with only the server's runtime dependencies installed
// (`npm ci --omit=dev --workspace server`): no tsx, no TypeScript. The server's own code and the shared contracts
// are bundled; every package from node_modules stays an import. The SQL migrations are copied beside it.
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { repoRoot } from './lib/stack.mjs';

export async function buildServer() {
  const outdir = path.join(repoRoot, 'server/dist');
  rmSync(outdir, { recursive: true, force: true });
  await build({
    entryPoints: [path.join(repoRoot, 'server/src/main.ts')],
    outfile: path.join(outdir, 'main.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [
      {
        name: 'packages-stay-imports',
        setup(b) {
          // Bare specifiers are packages, except this repository's own workspaces, which are TypeScript.
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@atrium/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  cpSync(path.join(repoRoot, 'server/src/db/migrations'), path.join(outdir, 'migrations'), {
    recursive: true,
  });
  return path.join(outdir, 'main.js');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = await buildServer();
  console.log(`Built ${path.relative(repoRoot, file)}`);
}
