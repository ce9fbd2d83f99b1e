// Shared by the benchmarks (bench-web.mjs, bench-api.mjs).

/**
 * A fixed JavaScript workload timed on this machine before and after the runs. CPU throttling multiplies the host's
 * own speed, and a shared 2-core host's speed drifts by ±30 % within an hour: figures from runs whose reference
 * times differ are not comparable.
 */
export function hostReferenceMs() {
  const start = performance.now();
  let x = 0;
  for (let i = 0; i < 3e8; i++) x = (x + i * 7) % 1000003;
  const rows = [];
  for (let i = 0; i < 2e6; i++) rows.push({ i, s: `k${i}` });
  rows.sort((a, b) => b.i - a.i);
  return performance.now() - start + (x < 0 ? 1 : 0);
}
