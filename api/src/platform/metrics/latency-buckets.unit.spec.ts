import { BUCKETS, bucketOf, bucketUpperMs, PROMETHEUS_BOUNDS_MS, percentileFromBuckets } from './latency-buckets.js';

/** A histogram of the given durations, as the recorder keeps it. */
function histogram(durations: readonly number[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const ms of durations) counts.set(bucketOf(ms), (counts.get(bucketOf(ms)) ?? 0) + 1);
  return counts;
}

/** The exact q-quantile by the same rank rule (the ceil(q·n)-th smallest). */
function exact(durations: readonly number[], q: number): number {
  const sorted = [...durations].sort((a, b) => a - b);
  return sorted[Math.max(1, Math.ceil(q * sorted.length)) - 1]!;
}

const within15Percent = (estimate: number | null, truth: number) => {
  expect(estimate).not.toBeNull();
  expect(estimate!).toBeGreaterThanOrEqual(truth / 1.15);
  expect(estimate!).toBeLessThanOrEqual(truth * 1.15);
};

describe('latency buckets', () => {
  it('puts every duration in the bucket whose bounds hold it, twenty bounds a decade', () => {
    expect([0, 0.4, 1, Number.NaN, -3].map(bucketOf)).toEqual([0, 0, 0, 0, 0]);
    expect(bucketOf(1.001)).toBe(1);
    expect(bucketOf(1.1)).toBe(1);
    expect(bucketOf(10)).toBe(20);
    expect(bucketOf(10.5)).toBe(21);
    for (const ms of [1.5, 3, 7.7, 42, 250, 999, 1000, 4_321, 30_000, 55_000, 99_999]) {
      const bucket = bucketOf(ms);
      expect(ms).toBeLessThanOrEqual(bucketUpperMs(bucket));
      expect(ms).toBeGreaterThan(bucketUpperMs(bucket - 1));
      expect(bucketUpperMs(bucket) / bucketUpperMs(bucket - 1)).toBeLessThanOrEqual(1.15);
    }
    expect(bucketOf(100_001)).toBe(BUCKETS - 1);
    expect(bucketUpperMs(BUCKETS - 1)).toBe(Number.POSITIVE_INFINITY);
  });

  it("holds Prometheus' usual bounds among its own", () => {
    for (const ms of PROMETHEUS_BOUNDS_MS) expect(bucketUpperMs(bucketOf(ms))).toBe(ms);
  });

  it('answers null for an empty histogram', () => {
    expect(percentileFromBuckets(new Map(), 0.5)).toBeNull();
    expect(percentileFromBuckets(new Map([[7, 0]]), 0.99)).toBeNull();
  });

  it('reads p50 and p99 within 15% of the exact values', () => {
    const uniform = Array.from({ length: 1000 }, (_, index) => index + 1);
    const skewed = [...Array.from({ length: 980 }, (_, index) => 20 + (index % 30)), ...Array.from({ length: 20 }, (_, index) => 900 + index * 50)];
    for (const durations of [uniform, skewed, [137], [5, 5, 5, 5, 5000]]) {
      for (const q of [0.5, 0.99]) within15Percent(percentileFromBuckets(histogram(durations), q), exact(durations, q));
    }
  });

  it('lets one slow answer in a hundred move p99 but not p50', () => {
    const fast = Array.from({ length: 99 }, () => 40);
    expect(percentileFromBuckets(histogram([...fast, 3000]), 0.99)).toBeLessThan(50);
    const twoSlow = [...fast.slice(1), 3000, 3000];
    within15Percent(percentileFromBuckets(histogram(twoSlow), 0.99), 3000);
    within15Percent(percentileFromBuckets(histogram(twoSlow), 0.5), 40);
  });

  it('answers the lower bound for answers slower than the last bound', () => {
    expect(percentileFromBuckets(histogram([120_000, 150_000]), 0.5)).toBe(bucketUpperMs(BUCKETS - 2));
  });

  it('adds up: histograms summed bucket by bucket read as the histogram of all the answers', () => {
    const a = [12, 15, 18, 300];
    const b = [14, 2000, 16];
    const summed = histogram(a);
    for (const [bucket, count] of histogram(b)) summed.set(bucket, (summed.get(bucket) ?? 0) + count);
    for (const q of [0.5, 0.99]) expect(percentileFromBuckets(summed, q)).toBe(percentileFromBuckets(histogram([...a, ...b]), q));
  });
});
