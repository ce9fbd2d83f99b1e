/** build/precomputed.ts: the catalogue's antd CSS, computed at build time (empty in `vite serve` and tests). */
declare module 'virtual:antd-catalogue-css' {
  const css: string;
  export default css;
}
