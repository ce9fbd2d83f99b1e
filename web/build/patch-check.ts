/**
 * For a build-time patch of a dependency: records what it applied to and, at the end of a production build, fails
 * the build if some patch never applied. A patch silently stops applying when the module moves, is renamed or no
 * longer makes the import it redirects, and the gain it was written for would then vanish without a word. (Whether
 * the code it rewrites is still the code it was written for is each patch's own check.)
 */
export function patchCheck(name: string, expected: readonly string[]) {
  const applied = new Set<string>();
  let building = false;
  return {
    applied: (what: string) => void applied.add(what),
    /** Hooks to spread into the plugin. */
    hooks: {
      configResolved(config: { command: string }) {
        building = config.command === 'build';
      },
      buildEnd(this: { error(message: string): never }, error?: Error) {
        if (!building || error) return;
        const missing = expected.filter((what) => !applied.has(what));
        if (missing.length) {
          this.error(
            `${name}: the build-time patch did not apply to ${missing.join(', ')}; update it (web/build/)`,
          );
        }
      },
    },
  };
}
