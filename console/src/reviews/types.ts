import type { RaRecord } from 'react-admin';

/** The contract's Review plus the staff-writable `visible` flag. */
export interface Review extends RaRecord {
  _id: string;
  fullName: string;
  email: string;
  review: string;
  rating: number;
  productId: string;
  date: string;
  visible: boolean;
}
