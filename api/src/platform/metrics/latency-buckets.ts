/**
 * The shop's one set of latency buckets, the same in every process, so histograms from any number
 * of API instances add up bucket by bucket. Twenty bounds a decade from 1 ms to 100 s, none more
 * than 15% above the one before, so a percentile read from them is within 15% of the true value;
 * and among them Prometheus' usual bounds (5 ms … 10 s), which /metrics exposes exactly.
 * Bucket 0 holds answers up to 1 ms, bucket i those over BOUNDS_MS[i-1] up to BOUNDS_MS[i], and the
 * last, open-ended one those slower than 100 s.
 */
const PER_DECADE = [100, 110, 125, 140, 160, 180, 200, 225, 250, 280, 320, 360, 400, 450, 500, 560, 630, 710, 800, 900];
const BOUNDS_MS: readonly number[] = [...[1, 10, 100, 1_000, 10_000].flatMap((decade) => PER_DECADE.map((step) => (step * decade) / 100)), 100_000];

export const BUCKETS = BOUNDS_MS.length + 1;

/** The bounds /metrics shows, in ms: each is one of the buckets' own, so their counts are exact. */
export const PROMETHEUS_BOUNDS_MS: readonly number[] = [5, 10, 25, 50, 100, 250, 500, 1_000, 2_500, 5_000, 10_000];

/** The upper bound of bucket `index`, in milliseconds (Infinity for the last). */
export function bucketUpperMs(index: number): number {
  return index >= BUCKETS - 1 ? Number.POSITIVE_INFINITY : BOUNDS_MS[index]!;
}

/** The bucket a duration falls in (a binary search of the bounds). */
export function bucketOf(ms: number): number {
  if (!(ms > BOUNDS_MS[0]!)) return 0; // also NaN and negative clocks
  let low = 1;
  let high = BUCKETS - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (ms <= BOUNDS_MS[middle]!) high = middle;
    else low = middle + 1;
  }
  return low;
}

/**
 * The q-quantile (0 < q ≤ 1) of a histogram given as counts per bucket index, in milliseconds, or
 * null when it is empty. Within the bucket that holds the quantile's rank the value is interpolated
 * geometrically (the buckets are spaced that way); the last, open-ended bucket answers its lower bound.
 */
export function percentileFromBuckets(counts: ReadonlyMap<number, number>, q: number): number | null {
  const entries = [...counts].filter(([, count]) => count > 0).sort(([a], [b]) => a - b);
  const total = entries.reduce((sum, [, count]) => sum + count, 0);
  if (total === 0) return null;
  const rank = Math.max(1, Math.ceil(q * total));
  let below = 0;
  for (const [index, count] of entries) {
    if (below + count >= rank) {
      const fraction = (rank - below) / count;
      if (index === 0) return fraction * bucketUpperMs(0);
      const lower = bucketUpperMs(index - 1);
      if (index >= BUCKETS - 1) return lower;
      return lower * (bucketUpperMs(index) / lower) ** fraction;
    }
    below += count;
  }
  return null; // not reached: the rank is at most the total
}
