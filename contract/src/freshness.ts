// How long an answer of the public catalogue may be kept by a browser or a shared cache (a CDN)
// before it asks again: plain data, so the storefront can import it without the contract's schemas.
// Short, because stock and prices move; a revalidation costs a 304 with no body (docs/api.md, Caching).

export const CATALOGUE_FRESHNESS = {
  /** Kept and used without asking: a list, a product, its reviews, the checkout script's address. */
  maxAgeSeconds: 30,
  /** After that, used once more while a fresh answer is fetched behind it. */
  staleWhileRevalidateSeconds: 60,
} as const;

/** The Cache-Control of every public catalogue answer. */
export const CATALOGUE_CACHE_CONTROL = `public, max-age=${CATALOGUE_FRESHNESS.maxAgeSeconds}, stale-while-revalidate=${CATALOGUE_FRESHNESS.staleWhileRevalidateSeconds}`;

/** The Cache-Control of every other API answer: personal, or a write's, never kept anywhere. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';
