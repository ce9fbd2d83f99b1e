import { createRequire } from 'node:module';
import {
  unstable_forceFrameRate,
  unstable_NormalPriority,
  unstable_scheduleCallback,
  unstable_shouldYield,
} from 'scheduler';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lengthenRenderSlices, RENDER_SLICE_MS } from './render-slices';

/** How long a scheduler task may run before the scheduler asks it to yield (what React's work loop obeys). */
function sliceMs() {
  return new Promise<number>((done) => {
    unstable_scheduleCallback(unstable_NormalPriority, () => {
      const start = performance.now();
      while (!unstable_shouldYield() && performance.now() - start < 200) {}
      done(performance.now() - start);
    });
  });
}

/**
 * A few slices: a busy machine can pause this process inside one (longer) or between the scheduler's start of a slice
 * and this callback (shorter), so the default is judged by the shortest and the lengthened slice by the longest.
 */
async function slicesMs(count = 5) {
  const slices: number[] = [];
  for (let i = 0; i < count; i++) slices.push(await sliceMs());
  return slices;
}

describe('lengthenRenderSlices', () => {
  // The scheduler is one module for the whole test worker, and any test that renders the signed-in shell lengthens
  // its slices: each test starts and ends at the scheduler's default.
  beforeEach(() => unstable_forceFrameRate(0));
  afterEach(() => unstable_forceFrameRate(0));

  it("lets React's work loop run RENDER_SLICE_MS before yielding, below a long task's 50 ms", async () => {
    expect(Math.min(...(await slicesMs()))).toBeLessThan(RENDER_SLICE_MS / 2); // the default: 5 ms
    lengthenRenderSlices();
    const slices = await slicesMs();
    expect(Math.max(...slices)).toBeGreaterThanOrEqual(RENDER_SLICE_MS - 1);
    expect(Math.min(...slices)).toBeLessThan(200); // it did yield, not run into the loop's cap
    expect(RENDER_SLICE_MS).toBeLessThan(50);
  });

  it('is the scheduler react-dom renders with (a second copy would make the call a silent no-op)', () => {
    const fromApp = createRequire(import.meta.url);
    const fromReactDom = createRequire(fromApp.resolve('react-dom'));
    expect(fromReactDom.resolve('scheduler')).toBe(fromApp.resolve('scheduler'));
  });
});
