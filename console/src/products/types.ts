import type { RaRecord } from 'react-admin';

export type StockStatus = 'in-stock' | 'out-of-stock' | 'backorder';

/** The contract's Product. */
export interface Product extends RaRecord {
  _id: string;
  name: string;
  slug: string;
  sku: string;
  category: string;
  price: number;
  originalPrice: number | null;
  images: string[];
  stock: number;
  stockStatus: StockStatus;
  rating: number;
  reviewsCount: number;
  colors: { _id: string; name: string; value: string }[];
  sizes: string[];
  description: string;
  keyFeatures: string[];
  whyChoose: string[];
}
