// Latency arithmetic shared by the benchmarks.

/** The p-th percentile of ascending samples (nearest rank); NaN when there are none. */
export const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

export const round1 = (value: number) => Math.round(value * 10) / 10;
