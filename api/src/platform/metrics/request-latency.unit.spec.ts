import { bucketOf } from './latency-buckets.js';
import { RouteLatency } from './request-latency.js';

describe("/metrics' request latency, read from the one histogram", () => {
  it('shows cumulative counts at the usual bounds, exactly, with the sum and count', async () => {
    const latency = new RouteLatency();
    for (const ms of [3, 5, 5.1, 40, 260, 12_000]) latency.add('GET', '/api/products', bucketOf(ms), ms / 1000);
    latency.add('POST', '/api/orders/create', bucketOf(90), 0.09);
    const { values, type } = await latency.metric.get();
    expect(type).toBe('histogram');
    const products = values.filter(({ labels }) => labels.route === '/api/products');
    const at = (le: number | string) => products.find((value) => value.labels.le === le)?.value;
    // 5 ms holds 3 and 5 (a bound holds what equals it); 5.1 ms is over it.
    expect([0.005, 0.01, 0.05, 0.25, 0.5, 10, '+Inf'].map(at)).toEqual([2, 3, 4, 4, 5, 5, 6]);
    expect(products.find((value) => value.metricName.endsWith('_count'))?.value).toBe(6);
    expect(products.find((value) => value.metricName.endsWith('_sum'))?.value).toBeCloseTo(12.3131, 4);
    expect(values.filter(({ labels }) => labels.route === '/api/orders/create' && labels.le === 0.1).map(({ value }) => value)).toEqual([1]);
  });
});
