/**
 * Fixed log-spaced latency buckets, the same in every process, so histograms from any number of
 * API instances add up bucket by bucket. Bucket 0 holds answers up to 1 ms; bucket i (1…BUCKETS-2)
 * holds those over 2^((i-1)/4) ms up to 2^(i/4) ms, four buckets per doubling, which keeps a
 * percentile read from them within 19% of the true value; the last bucket holds everything slower
 * than about 55 s.
 */
export const BUCKETS = 65;
const PER_DOUBLING = 4;

/** The upper bound of bucket `index`, in milliseconds (Infinity for the last). */
export function bucketUpperMs(index: number): number {
  return index >= BUCKETS - 1 ? Number.POSITIVE_INFINITY : 2 ** (index / PER_DOUBLING);
}

/** The bucket a duration falls in. */
export function bucketOf(ms: number): number {
  if (!(ms > 1)) return 0; // also NaN and negative clocks
  const index = Math.ceil(Math.log2(ms) * PER_DOUBLING - 1e-9);
  return Math.min(index, BUCKETS - 1);
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
