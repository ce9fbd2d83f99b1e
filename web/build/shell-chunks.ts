import path from 'node:path';
import type { Plugin } from 'vite';

type Graph = { getModuleIds(): IterableIterator<string>; getModuleInfo(id: string): ModuleLinks | null };
type ModuleLinks = { importedIds: readonly string[] };

const ENTRY = path.join('src', 'main.tsx');
const SHELL = path.join('src', 'layouts', 'app-layout', 'app-layout.tsx');
const MOUNT = path.join('src', 'app', 'mount.tsx');
/**
 * The app's own small helpers that signed-in screens of several features share but the layout does not import: in the
 * shell's chunk rather than a file of their own (lib/bidi.ts alone was a 144-byte file, which took the Default
 * dashboard over its 443 KB budget). The ones after it were files of 0.2-1.3 KB gzip that the Default dashboard loaded
 * one by one: here, it loads 379.58 -> 378.82 KB in 69 files instead of 74, and 0.2 KB less with lib/api.ts. A module
 * the sign-in pages import cannot be here (src/lib/access.ts, contracts/src/api.ts): the build then fails, with a
 * misleading ENOENT for manifest.json from the prerender plugin (the real error is swallowed).
 */
const SHELL_HELPERS = [
  path.join('src', 'lib', 'bidi.ts'),
  path.join('src', 'lib', 'dates.ts'),
  path.join('src', 'lib', 'use-media-query.ts'),
  path.join('src', 'components', 'status-tag.tsx'),
  path.join('src', 'components', 'member-avatar.tsx'),
  path.join('contracts', 'src', 'dashboard-rules.ts'),
  path.join('src', 'lib', 'api.ts'),
];
/** Libraries that must not reach the entry's first task (they are most of the start's evaluation). */
const LATER_LIBRARIES = /[\\/]node_modules[\\/](antd|react-router|@ant-design[\\/]cssinjs)[\\/]/;
const SIGNED_OUT_PAGES = `${path.sep}src${path.sep}features${path.sep}auth${path.sep}pages${path.sep}`;
/** The app's own source; everything else (libraries, and the virtual modules build/ patches them with) is a dependency. */
const OWN_SOURCE = [path.join('web', 'src', ''), path.join('contracts', 'src', '')];
const isDependency = (id: string) => !OWN_SOURCE.some((dir) => id.includes(dir));

/** Every module `roots` import, directly or not, without following dynamic imports. */
function staticClosure(graph: Graph, roots: readonly string[]) {
  const seen = new Set<string>();
  const stack = [...roots];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * Rolldown puts each module in a chunk by the set of lazy screens that import it. With sixty component pages that
 * each import a different mix of antd components, the libraries the signed-in shell uses (Menu, Breadcrumb,
 * Dropdown, Tooltip, their icons and helpers) were cut into a file per mix: the Default dashboard loaded 108
 * scripts and 456 KB gzip, where the same code in fewer files was 440 KB (each file costs its own header and
 * compresses alone). This gives the code every page runs, and the shell's libraries, fixed chunks decided from the
 * module graph:
 * - `boot`: what the entry (src/main.tsx) imports: React, React DOM, the store, i18next and their modules;
 * - `start`: what the rest of the app's start (src/app/mount.tsx: antd's provider, the router and its route table)
 *   imports beyond that. main.tsx imports it a task later, so evaluating the modules every page runs is two tasks
 *   instead of one (150-190 ms on the sign-in page at CPU x4, the page's longest task; bench:web's long animation
 *   frames). Both are linked from index.html, so neither waits for the other to be fetched;
 * - `shell`: the libraries the signed-in layout imports and neither the entry nor a signed-out page does, so every
 *   signed-in screen loads the whole chunk anyway and the sign-in page never does (and SHELL_HELPERS).
 * Everything else (a screen's own libraries, the catalogue's) is split by Rolldown as before. The groups list whole
 * closures, so capturing no module's dependencies (`includeDependenciesRecursively: false`) keeps each library's
 * modules in their import order. The build fails if the entry, the start or the layout moves, if a group comes out
 * empty, or if the entry comes to import antd or the router itself (the first task would grow back).
 * (A top-level `await` in main.tsx instead of a callback re-cut the screens' chunks: /login 33 → 53 files.)
 */
export function shellChunks(): Plugin {
  let boot = new Set<string>();
  let shell = new Set<string>();
  let start = new Set<string>();
  return {
    name: 'atrium-shell-chunks',
    apply: 'build',
    config() {
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                includeDependenciesRecursively: false,
                groups: [
                  { name: 'boot', test: (id: string) => boot.has(id), priority: 3 },
                  { name: 'start', test: (id: string) => start.has(id), priority: 2 },
                  { name: 'shell', test: (id: string) => shell.has(id), priority: 1 },
                ],
              },
            },
          },
        },
      };
    },
    buildEnd(error) {
      if (error) return;
      const graph = this as unknown as Graph;
      const ids = [...graph.getModuleIds()];
      const find = (tail: string) => ids.filter((id) => id.endsWith(tail));
      const entry = find(ENTRY);
      const layout = find(SHELL);
      const mount = find(MOUNT);
      if (entry.length !== 1 || layout.length !== 1 || mount.length !== 1)
        this.error(`atrium-shell-chunks: expected one ${ENTRY}, ${MOUNT} and ${SHELL} in the module graph`);
      const fromEntry = staticClosure(graph, entry);
      const fromMount = staticClosure(graph, mount);
      const signedOut = staticClosure(graph, [
        ...entry,
        ...mount,
        ...ids.filter((id) => id.includes(SIGNED_OUT_PAGES)),
      ]);
      const late = [...fromEntry].find((id) => LATER_LIBRARIES.test(id));
      if (late) this.error(`atrium-shell-chunks: ${ENTRY} imports ${late}, which belongs to ${MOUNT}'s task`);
      boot = new Set([...fromEntry].filter((id) => !entry.includes(id)));
      start = new Set([...fromMount].filter((id) => !boot.has(id)));
      const shellDependencies = [...staticClosure(graph, layout)].filter(
        (id) => isDependency(id) && !signedOut.has(id),
      );
      shell = new Set(
        [...staticClosure(graph, shellDependencies)].filter(
          (id) => !signedOut.has(id) && !boot.has(id) && !start.has(id),
        ),
      );
      for (const tail of SHELL_HELPERS) {
        const [helper, ...more] = find(tail);
        if (!helper || more.length)
          this.error(`atrium-shell-chunks: expected one ${tail} in the module graph`);
        shell.add(helper);
      }
      if (!boot.size || !start.size || !shell.size)
        this.error('atrium-shell-chunks: a chunk group came out empty');
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle = {} }) {
        // The start's chunks and stylesheets are linked beside the entry's, so they are fetched at once rather than
        // when main.tsx imports them.
        const start = Object.values(bundle).find(
          (output) => output.type === 'chunk' && output.moduleIds.some((id) => id.endsWith(MOUNT)),
        );
        if (start?.type !== 'chunk') throw new Error(`atrium-shell-chunks: no chunk holds ${MOUNT}`);
        const scripts = new Set<string>();
        const styles = new Set<string>();
        const visit = (file: string) => {
          const chunk = bundle[file];
          if (scripts.has(file) || chunk?.type !== 'chunk') return;
          scripts.add(file);
          for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
          for (const next of chunk.imports) visit(next);
        };
        visit(start.fileName);
        const link = (rel: string) => (file: string) => ({
          tag: 'link',
          attrs: { rel, crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        });
        const linked = (file: string) => html.includes(`/${file}"`);
        return [
          ...[...scripts].filter((file) => !linked(file)).map(link('modulepreload')),
          ...[...styles].filter((file) => !linked(file)).map(link('stylesheet')),
        ];
      },
    },
    generateBundle(_, bundle) {
      // Without Rolldown's own dependency capture, a group that imported a chunk importing it back would run a
      // library before what it needs ("n is not a function" at start): fail the build instead.
      const imports = new Map<string, readonly string[]>();
      for (const [file, output] of Object.entries(bundle))
        if (output.type === 'chunk') imports.set(file, output.imports);
      for (const group of [...imports.keys()].filter((file) =>
        /(^|\/)(boot|start|shell)-[\w-]+\.js$/.test(file),
      )) {
        const reached = staticClosure(
          {
            getModuleIds: () => imports.keys(),
            getModuleInfo: (f) => ({ importedIds: imports.get(f) ?? [] }),
          },
          [...(imports.get(group) ?? [])],
        );
        if (reached.has(group))
          this.error(`atrium-shell-chunks: ${group} imports a chunk that imports it back`);
      }
    },
  };
}
