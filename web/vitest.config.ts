import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { precomputedFromAntd } from './build/precomputed.ts';

const root = import.meta.dirname;
const TESTS = ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'];

/**
 * The test files that replace a module (`vi.mock`): a replaced module is seen only by the file that asked for it
 * when each file gets its own module graph, so these run isolated; the others share one graph per worker.
 */
const replacingModules = ['src', 'build'].flatMap((dir) =>
  readdirSync(path.join(root, dir), { recursive: true })
    .map((file) => `${dir}/${file}`)
    .filter((file) => /\.test\.tsx?$/.test(file))
    .filter((file) => /\bvi\.(do)?mock\(/.test(readFileSync(path.join(root, file), 'utf8'))),
);

const project = (name: string, files: { include: string[]; exclude?: string[] }, isolate: boolean) =>
  defineProject({
    root,
    // The precomputed antd styles are empty outside a build, as in `vite serve`.
    plugins: [react(), precomputedFromAntd()],
    // Node loads `antd` as CommonJS (lib/); the app also imports a few `antd/es/*` (and one cssinjs `es/*`) modules
    // directly. Mapping them to lib/ keeps one copy of antd's contexts and caches in tests, as the browser build has.
    resolve: {
      alias: [
        { find: /^antd\/es\/(.*)$/, replacement: 'antd/lib/$1' },
        { find: /^@ant-design\/cssinjs\/es\/(.*)$/, replacement: '@ant-design/cssinjs/lib/$1' },
      ],
    },
    test: {
      name,
      environment: 'jsdom',
      ...files,
      setupFiles: ['src/testing/setup.ts'],
      css: false,
      isolate,
      // Component tests drive real antd in jsdom: seconds each on a busy 2-core CI machine (two workers sharing
      // it), not milliseconds.
      testTimeout: 60_000,
    },
  });

/**
 * The web tests as two projects. Importing antd, React and the app into a fresh jsdom for each of 70 files was half
 * of their time (357 s, 171 s without it on 2 workers). Files do not need it: each test renders into a fresh store
 * and QueryClient (src/testing/render.tsx) and the setup file unmounts and cleans up after each test.
 */
export const webProjects = [
  project('web', { include: TESTS, exclude: replacingModules }, false),
  project('web (module mocks)', { include: replacingModules }, true),
];

/** `npx vitest` inside web/ alone: every file isolated, as before the split. */
export default project('web', { include: TESTS }, true);
