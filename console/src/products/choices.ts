import type { StockStatus } from '@petshop/contract';

// The add-product form's options.
export const SPEC_CATEGORIES = ['clothing', 'shoes', 'accessories', 'electronics'] as const;
export const STOCK_STATUSES: readonly StockStatus[] = ['in-stock', 'out-of-stock', 'backorder'];
/** Colour names double as CSS colour keywords, so the storefront can paint their swatches. */
export const SPEC_COLORS = ['yellow', 'orange', 'lightblue', 'green'] as const;
export const SPEC_SIZES = ['S', 'M', 'X', 'XL', 'XXL'] as const;

/** A product's slug: lowercased, runs of anything but letters and digits become one hyphen, none at either end. */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** `{id, name}` choices for react-admin's select inputs, each value once, in the order first seen. */
export function choicesOf(values: Iterable<string>, label: (value: string) => string = (value) => value) {
  return [...new Set(values)].filter(Boolean).map((value) => ({ id: value, name: label(value) }));
}

export const readable = (value: string) => (value.charAt(0).toUpperCase() + value.slice(1)).replace(/-/g, ' ');
