import type { SyntheticEvent } from 'react';

export const PRODUCT_PLACEHOLDER_IMAGE = '/images/product-placeholder.svg';

export function showPlaceholderOnError(event: SyntheticEvent<HTMLImageElement>) {
  const img = event.currentTarget;
  if (!img.src.endsWith(PRODUCT_PLACEHOLDER_IMAGE)) img.src = PRODUCT_PLACEHOLDER_IMAGE;
}
