import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { StaffReview } from '@petshop/contract';
import { useRecordContext } from 'react-admin';
import { ChangeHistory } from '../staff/ChangeHistory';

/** A row's expand panel: the whole review, who wrote it, and who hid or showed it when. */
export function ReviewPanel() {
  const review = useRecordContext<StaffReview>();
  if (!review) return null;
  return (
    <Box sx={{ py: 1, maxWidth: 760 }}>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', mb: 1 }}>
        {review.review}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
        {review.fullName} &lt;{review.email}&gt;
      </Typography>
      <ChangeHistory resource="reviews" recordId={String(review.id)} version={String(review.visible)} />
    </Box>
  );
}
