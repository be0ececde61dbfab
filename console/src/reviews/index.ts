import RateReviewIcon from '@mui/icons-material/RateReview';
import type { ResourceProps } from 'react-admin';
import { ReviewList } from './ReviewList';
import type { Review } from './types';

export default {
  list: ReviewList,
  icon: RateReviewIcon,
  recordRepresentation: (record: Review) => `${record.fullName} (${record.rating}★)`,
} satisfies Omit<ResourceProps, 'name'>;
