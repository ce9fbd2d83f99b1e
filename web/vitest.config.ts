import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  // Node loads `antd` as CommonJS (lib/); the app also imports a few `antd/es/*` modules directly. Mapping
  // them to lib/ keeps one copy of antd's contexts in tests, as the browser build has.
  resolve: { alias: [{ find: /^antd\/es\/(.*)$/, replacement: 'antd/lib/$1' }] },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['src/testing/setup.ts'],
    css: false,
    // Component tests drive real antd in jsdom: seconds each on a busy 2-core CI machine (two workers sharing it),
    // not milliseconds.
    testTimeout: 60_000,
  },
});
