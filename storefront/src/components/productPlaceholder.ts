import type { SyntheticEvent } from 'react';

export const PRODUCT_PLACEHOLDER_IMAGE = '/images/product-placeholder.svg';

/** A picture that fails: its original when a variant did (an upload older than its variants), else the placeholder. */
export function showPlaceholderOnError(event: SyntheticEvent<HTMLImageElement>) {
  const img = event.currentTarget;
  if (img.srcset) img.removeAttribute('srcset');
  else if (!img.src.endsWith(PRODUCT_PLACEHOLDER_IMAGE)) img.src = PRODUCT_PLACEHOLDER_IMAGE;
}
