import fs from 'node:fs';
import path from 'node:path';
import { seedProducts, type SeedProduct } from './products.seed.js';

const ASSETS_DIR = path.resolve(__dirname, '../../../assets/products');
const CATEGORIES: SeedProduct['category'][] = [
  'dog-food',
  'cat-food',
  'treats',
  'toys',
  'beds',
  'grooming',
  'accessories',
  'litter',
  'health',
  'bowls-feeders',
  'clothing',
];

const slugify = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const hasAtMostTwoDecimals = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;
const duplicates = (values: string[]) => values.filter((v, i) => values.indexOf(v) !== i);

describe('seed products', () => {
  it('holds at least 48 products', () => {
    expect(seedProducts.length).toBeGreaterThanOrEqual(48);
  });

  it('gives every product a unique slug and sku', () => {
    expect(duplicates(seedProducts.map((p) => p.slug))).toEqual([]);
    expect(duplicates(seedProducts.map((p) => p.sku))).toEqual([]);
  });

  it('derives each slug from the name, lowercase and hyphenated', () => {
    for (const p of seedProducts) {
      expect(p.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(p.slug).toBe(slugify(p.name));
    }
  });

  it('uses upper-case skus ending in a three-digit number', () => {
    for (const p of seedProducts) expect(p.sku).toMatch(/^[A-Z]+(?:-[A-Z]+)*-\d{3}$/);
  });

  it('covers every category, and both pets', () => {
    const present = new Set(seedProducts.map((p) => p.category));
    for (const category of CATEGORIES) expect(present).toContain(category);
    expect([...present].every((c) => CATEGORIES.includes(c))).toBe(true);
    const pets = new Set(seedProducts.map((p) => p.pet));
    expect(pets).toEqual(new Set(['dog', 'cat', 'both']));
  });

  it('has positive prices with at most two decimals', () => {
    for (const p of seedProducts) {
      expect(p.price).toBeGreaterThan(0);
      expect(hasAtMostTwoDecimals(p.price)).toBe(true);
      if (p.originalPrice !== null) expect(hasAtMostTwoDecimals(p.originalPrice)).toBe(true);
    }
  });

  it('has an originalPrice that is null or above the price', () => {
    for (const p of seedProducts) {
      if (p.originalPrice !== null) expect(p.originalPrice).toBeGreaterThan(p.price);
    }
    expect(seedProducts.filter((p) => p.originalPrice !== null).length).toBeGreaterThanOrEqual(10);
  });

  it('keeps stock and stockStatus consistent', () => {
    for (const p of seedProducts) {
      expect(Number.isInteger(p.stock) && p.stock >= 0).toBe(true);
      expect(p.stock === 0).toBe(p.stockStatus !== 'in-stock');
    }
    expect(seedProducts.filter((p) => p.stockStatus === 'out-of-stock').length).toBeGreaterThanOrEqual(3);
  });

  it('gives colours hex values', () => {
    for (const p of seedProducts) {
      for (const color of p.colors) {
        expect(color.name.trim()).not.toBe('');
        expect(color.value).toMatch(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/);
      }
    }
  });

  it('has copy of the expected shape', () => {
    for (const p of seedProducts) {
      expect(p.description.length).toBeGreaterThan(40);
      expect(p.keyFeatures.length).toBeGreaterThanOrEqual(3);
      expect(p.keyFeatures.length).toBeLessThanOrEqual(5);
      expect(p.whyChoose.length).toBeGreaterThanOrEqual(2);
      expect(p.whyChoose.length).toBeLessThanOrEqual(4);
      expect(p.createdDaysAgo).toBeGreaterThanOrEqual(0);
      expect(p.createdDaysAgo).toBeLessThanOrEqual(180);
    }
  });

  it('points every product at a self-contained SVG under api/assets/products', () => {
    for (const p of seedProducts) {
      expect(p.image).toMatch(/^[a-z0-9-]+\.svg$/);
      const file = path.join(ASSETS_DIR, p.image);
      expect(fs.existsSync(file)).toBe(true);
      const svg = fs.readFileSync(file, 'utf8');
      expect(svg).toContain('viewBox="0 0 400 400"');
      expect(svg).not.toContain('href=');
      expect(svg).not.toContain('<script');
    }
  });
});
