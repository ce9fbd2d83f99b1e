// Modules vite.config.ts computes at build time (precomputedFromAntd).
declare module 'virtual:antd-map-tokens' {
  const tokens: import('./app/antd-map-tokens').PrecomputedMapTokens;
  export default tokens;
}
