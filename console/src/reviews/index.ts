import RateReviewIcon from '@mui/icons-material/RateReview';
import type { StaffReview } from '@petshop/contract';
import type { ResourceProps } from 'react-admin';
import { ReviewList } from './ReviewList';

/** Reviews are read and hidden or shown from the list (each row expands to the whole text and its changes). */
export default {
  list: ReviewList,
  icon: RateReviewIcon,
  recordRepresentation: (record: StaffReview) => `${record.fullName} (${record.rating}★)`,
} satisfies Omit<ResourceProps, 'name'>;
