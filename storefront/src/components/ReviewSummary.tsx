import RateReviewOutlinedIcon from '@mui/icons-material/RateReviewOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';

/** The Reviews tab's head: the average rating and how many reviews, and 'Write a review'. */
export function ReviewSummary({ rating, total, onWrite }: { rating: number; total: number; onWrite: () => void }) {
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 3 }}>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
        <Typography component="p" sx={{ fontSize: '2.4rem', fontWeight: 800, lineHeight: 1 }}>
          {rating.toFixed(1)}
        </Typography>
        <Box>
          <Rating value={rating} precision={0.1} readOnly aria-label={`Average rating ${rating.toFixed(1)} out of 5`} />
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {total === 1 ? '1 review' : `${total} reviews`}
          </Typography>
        </Box>
      </Box>
      <Button variant="contained" startIcon={<RateReviewOutlinedIcon />} onClick={onWrite}>
        Write a review
      </Button>
    </Box>
  );
}
