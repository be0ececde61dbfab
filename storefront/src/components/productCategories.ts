/**
 * The catalogue's categories, as the starting catalogue and the console use them. The API has no list
 * of categories, so this is kept by hand; a category outside it (from a link) still filters, by its slug.
 */
export const PRODUCT_CATEGORIES: readonly { value: string; label: string }[] = [
  { value: 'dog-food', label: 'Dog food' },
  { value: 'cat-food', label: 'Cat food' },
  { value: 'treats', label: 'Treats' },
  { value: 'toys', label: 'Toys' },
  { value: 'beds', label: 'Beds' },
  { value: 'bowls-feeders', label: 'Bowls & feeders' },
  { value: 'grooming', label: 'Grooming' },
  { value: 'health', label: 'Health' },
  { value: 'litter', label: 'Litter' },
  { value: 'clothing', label: 'Clothing' },
  { value: 'accessories', label: 'Accessories' },
];

export function categoryLabel(value: string): string {
  return PRODUCT_CATEGORIES.find((category) => category.value === value)?.label ?? value.replace(/-/g, ' ');
}
