import { preferredEncoding } from './accept-encoding.js';

describe('preferredEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br, zstd', 'br'], // Chrome: equal weights, the API's order decides
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
    ['deflate', 'identity'],
    ['gzip;q=1.0, br;q=0.5', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['gzip;q=0, *;q=0.1', 'br'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['identity', 'identity'],
    ['GZIP', 'gzip'],
  ])('%j → %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});
