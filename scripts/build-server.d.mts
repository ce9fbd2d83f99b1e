/** Bundles the API server into server/dist/main.js (see build-server.mjs); resolves with its path. */
export function buildServer(): Promise<string>;
