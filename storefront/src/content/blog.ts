// The blog's articles and its sidebar's offers: static sample content, as the blog has no back end.
import heroImage from '../assets/hero.svg';

export interface BlogPost {
  readonly id: string;
  readonly title: string;
  readonly category: string;
  /** ISO date of publication. */
  readonly date: string;
  readonly author: string;
  readonly image: string;
  readonly excerpt: string;
}

/** Newest first: the sidebar's recent posts are the first three. */
export const BLOG_POSTS: readonly BlogPost[] = [
  {
    id: 'monsoon-paws',
    title: 'Monsoon paw care: keeping feet dry and healthy',
    category: 'Dog care',
    date: '2025-07-08',
    author: 'Ananya Rao',
    image: heroImage,
    excerpt: 'Wet walks bring fungal infections and ticks. A towel by the door, a quick paw check and a few simple habits keep them away.',
  },
  {
    id: 'indoor-cats',
    title: 'Five ways to keep an indoor cat happy',
    category: 'Cat care',
    date: '2025-06-21',
    author: 'Priya Nair',
    image: '/images/paradise.svg',
    excerpt: 'Vertical spaces, puzzle feeders and short daily play sessions make a flat feel like a jungle for your cat.',
  },
  {
    id: 'puppy-food',
    title: 'Choosing the right food for your puppy',
    category: 'Nutrition',
    date: '2025-05-30',
    author: 'Vikram Mehta',
    image: '/images/product-placeholder.svg',
    excerpt: 'Puppies need more protein and calories than adult dogs. Here is how to read a label and when to switch to adult food.',
  },
  {
    id: 'summer-heat',
    title: 'Beating the Indian summer heat with your pets',
    category: 'Dog care',
    date: '2025-04-16',
    author: 'Arjun Singh',
    image: '/images/about-store.svg',
    excerpt: 'Walk early, carry water and watch for heavy panting. Cooling mats and frozen treats help on the hottest afternoons.',
  },
  {
    id: 'grooming-basics',
    title: 'Grooming basics for short-haired and long-haired cats',
    category: 'Grooming',
    date: '2025-03-02',
    author: 'Priya Nair',
    image: '/images/paradise.svg',
    excerpt: 'A weekly brush, the right comb and gentle nail trims keep hairballs and scratches down and your cat comfortable.',
  },
];

export interface BlogSaleProduct {
  readonly id: string;
  readonly name: string;
  readonly price: number;
  readonly originalPrice: number;
}

export const BLOG_SALE_PRODUCTS: readonly BlogSaleProduct[] = [
  { id: 's1', name: 'Orthopaedic dog bed (M)', price: 2499, originalPrice: 3299 },
  { id: 's2', name: 'Sisal cat scratching post', price: 899, originalPrice: 1199 },
  { id: 's3', name: 'Stainless steel bowl set', price: 449, originalPrice: 599 },
];
