import path from 'node:path';
import type { Plugin } from 'vite';

type Graph = { getModuleIds(): IterableIterator<string>; getModuleInfo(id: string): ModuleLinks | null };
type ModuleLinks = { importedIds: readonly string[] };

const ENTRY = path.join('src', 'main.tsx');
const SHELL = path.join('src', 'layouts', 'app-layout', 'app-layout.tsx');
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
 * compresses alone). This gives the dependency code two fixed chunks, decided from the module graph:
 * - `boot`: the libraries the entry imports (every page runs them already);
 * - `shell`: the libraries the signed-in layout imports and neither the entry nor a signed-out page does, so every
 *   signed-in screen loads the whole chunk anyway and the sign-in page never does.
 * Everything else (a screen's own libraries, the catalogue's) is split by Rolldown as before. The groups list whole
 * dependency closures, so capturing no module's dependencies (`includeDependenciesRecursively: false`) keeps each
 * library's modules in their import order. The build fails if the entry or the layout moves and a group comes out
 * empty.
 */
export function shellChunks(): Plugin {
  let boot = new Set<string>();
  let shell = new Set<string>();
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
                  { name: 'boot', test: (id: string) => boot.has(id), priority: 2 },
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
      if (entry.length !== 1 || layout.length !== 1)
        this.error(`atrium-shell-chunks: expected one ${ENTRY} and one ${SHELL} in the module graph`);
      const fromEntry = staticClosure(graph, entry);
      const signedOut = staticClosure(graph, [
        ...entry,
        ...ids.filter((id) => id.includes(SIGNED_OUT_PAGES)),
      ]);
      // The closure of the dependencies: app modules that build/ redirects a library's import to come along, so
      // a group never imports a chunk that imports it back.
      boot = staticClosure(graph, [...fromEntry].filter(isDependency));
      const shellDependencies = [...staticClosure(graph, layout)].filter(
        (id) => isDependency(id) && !signedOut.has(id),
      );
      shell = new Set(
        [...staticClosure(graph, shellDependencies)].filter((id) => !signedOut.has(id) && !boot.has(id)),
      );
      if (!boot.size || !shell.size) this.error('atrium-shell-chunks: a chunk group came out empty');
    },
    generateBundle(_, bundle) {
      // Without Rolldown's own dependency capture, a group that imported a chunk importing it back would run a
      // library before what it needs ("n is not a function" at start): fail the build instead.
      const imports = new Map<string, readonly string[]>();
      for (const [file, output] of Object.entries(bundle))
        if (output.type === 'chunk') imports.set(file, output.imports);
      for (const group of [...imports.keys()].filter((file) => /(^|\/)(boot|shell)-[\w-]+\.js$/.test(file))) {
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
