import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';

/** 'Your rating': five star buttons, the chosen one pressed. */
export function StarPicker({ value, onChange, error }: { value: number; onChange: (value: number) => void; error?: string }) {
  return (
    <Box role="group" aria-labelledby="review-rating-label" aria-describedby={error ? 'review-rating-error' : undefined}>
      <Typography id="review-rating-label" variant="body2" sx={{ fontWeight: 700 }}>
        Your rating
      </Typography>
      <Box sx={{ display: 'flex' }}>
        {[1, 2, 3, 4, 5].map((star) => (
          <IconButton
            key={star}
            aria-label={`${star} star${star === 1 ? '' : 's'}`}
            aria-pressed={value === star}
            onClick={() => onChange(star)}
            sx={{ color: star <= value ? '#E0A100' : 'text.secondary' }}
          >
            {star <= value ? <StarIcon /> : <StarBorderIcon />}
          </IconButton>
        ))}
      </Box>
      {error && (
        <Typography id="review-rating-error" variant="caption" color="error">
          {error}
        </Typography>
      )}
    </Box>
  );
}
