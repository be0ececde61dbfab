import { Rejection } from '../event-sourcing/rejection.js';
import { retryAfterOf } from './http-errors.filter.js';

describe('Retry-After', () => {
  it('is on every 429: the seconds the refusal knows, rounded up, or a minute when it knows none (a replayed answer)', () => {
    expect(retryAfterOf(new Rejection('too_many_requests', 'Slow down', undefined, 12.2), 429)).toBe(13);
    expect(retryAfterOf(new Rejection('too_many_requests', 'Slow down', undefined, 0), 429)).toBe(1);
    expect(retryAfterOf(Rejection.answered(429, 'Too many login attempts. Please try again later.'), 429)).toBe(60);
    expect(retryAfterOf(new Error('from elsewhere'), 429)).toBe(60);
  });

  it('is on another refusal only when it will pass', () => {
    expect(retryAfterOf(new Rejection('too_large', 'Over the hour’s quota', undefined, 600), 413)).toBe(600);
    expect(retryAfterOf(new Rejection('too_large', 'Each image must be 5 MB or smaller'), 413)).toBeUndefined();
    expect(retryAfterOf(new Rejection('invalid', 'Bad'), 400)).toBeUndefined();
  });
});
