import { unstable_forceFrameRate } from 'scheduler';

/**
 * How long React renders before it yields to the browser, in ms (React's default is 5). After the first screen, a
 * route's screen renders as a transition (react-router), in slices: at CPU ×4 the Default dashboard's took ~3.7 s of
 * wall time, more of it between 5 ms slices than in them, and its widgets filled in 4–5 s after their data had
 * arrived. 30 ms slices stay under the 50 ms of a long task (an input still waits at most one slice). Interleaved
 * bench:web, 4 runs each, two sets: the dashboard's widgets all filled in at 0.71× and 0.77× the time (4.5–4.9 s
 * against 5.8–6.9 s), TBT 1.00× and 0.99×. Set once the signed-in shell has committed (layouts/app-layout):
 * the sign-in page's TBT went 0.86× and 1.55× with it from the start, too unsteady to keep there, and the sign-in
 * page then does not load this module.
 */
export const RENDER_SLICE_MS = 30;

/** Sets React's slice length: react-dom and this module share the one `scheduler` (its only copy in the lock file). */
export function lengthenRenderSlices() {
  // forceFrameRate takes frames per second and keeps floor(1000 / fps) ms per slice.
  unstable_forceFrameRate(Math.ceil(1000 / (RENDER_SLICE_MS + 1)));
}
