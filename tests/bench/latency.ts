/** Timings of repeated runs as the bench's rows print them: the median and the 95th percentile (nearest rank). */
export interface Latency {
  p50: number;
  p95: number;
}

export function latency(ms: number[]): Latency {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
  return { p50: at(0.5), p95: at(0.95) };
}
