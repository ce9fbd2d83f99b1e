import { defineConfig } from 'vitest/config';
import { webProjects } from './web/vitest.config.ts';

export default defineConfig({
  test: {
    projects: [...webProjects, 'server', 'contracts', 'scripts'],
    // Vitest's default is one worker fewer than the CPUs: on a 2-core CI machine, one worker, with the other core
    // idle but for the emulator. Component tests are CPU-bound, so two workers take about half the time.
    maxWorkers: 2,
  },
});
