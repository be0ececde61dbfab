import RateReviewIcon from '@mui/icons-material/RateReview';
import type { ResourceProps } from 'react-admin';
import type { StaffReview } from '@petshop/contract';
import { ReviewList } from './ReviewList';

export default {
  list: ReviewList,
  icon: RateReviewIcon,
  recordRepresentation: (record: StaffReview) => `${record.fullName} (${record.rating}★)`,
} satisfies Omit<ResourceProps, 'name'>;
