/** build/precomputed.ts: the catalogue's antd CSS, computed at build time (empty in `vite serve` and tests). */
declare module 'virtual:antd-catalogue-css' {
  const css: string;
  export default css;
}

/** build/precomputed.ts: the URL of the signed-in shell's antd stylesheet (empty in `vite serve` and tests). */
declare module 'virtual:antd-shell-css-url' {
  const href: string;
  export default href;
}

/** React's scheduler (react-dom's own dependency): what app/render-slices.ts and its test use. */
declare module 'scheduler' {
  export function unstable_forceFrameRate(fps: number): void;
  export const unstable_NormalPriority: number;
  export function unstable_scheduleCallback(priority: number, callback: () => void): unknown;
  export function unstable_shouldYield(): boolean;
}
