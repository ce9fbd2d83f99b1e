import { describe, expect, it } from 'vitest';
import { patchCheck } from './patch-check.ts';

const context = {
  error: (message: string): never => {
    throw new Error(message);
  },
};

describe('build-time patches of dependencies', () => {
  it('fail a production build when a patch never applied', () => {
    const check = patchCheck('atrium-example', ['a.js', 'b.js']);
    check.hooks.configResolved({ command: 'build' });
    check.applied('a.js');
    expect(() => check.hooks.buildEnd.call(context)).toThrow(
      'atrium-example: the build-time patch did not apply to b.js; update it (web/build/)',
    );
    check.applied('b.js');
    expect(() => check.hooks.buildEnd.call(context)).not.toThrow();
  });

  it('say nothing in the dev server, which loads modules only when asked, or after a build that already failed', () => {
    const dev = patchCheck('atrium-example', ['a.js']);
    dev.hooks.configResolved({ command: 'serve' });
    expect(() => dev.hooks.buildEnd.call(context)).not.toThrow();
    const failed = patchCheck('atrium-example', ['a.js']);
    failed.hooks.configResolved({ command: 'build' });
    expect(() => failed.hooks.buildEnd.call(context, new Error('earlier'))).not.toThrow();
  });
});
