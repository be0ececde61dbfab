import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import type { Testimonial } from '../content/testimonials';

/** One testimonial: the quote, its stars, and who said it beside their initial. */
export function TestimonialSlide({ testimonial, label }: { testimonial: Testimonial; label: string }) {
  return (
    <Box
      role="group"
      aria-roledescription="slide"
      aria-label={label}
      aria-live="polite"
      sx={{ bgcolor: 'background.paper', borderRadius: '24px', border: 1, borderColor: 'divider', px: { xs: 3, md: 8 }, py: { xs: 4, md: 5 } }}
    >
      <FormatQuoteIcon aria-hidden sx={{ fontSize: 48, color: 'primary.light' }} />
      <Typography component="blockquote" sx={{ m: 0, fontSize: { xs: '1.05rem', md: '1.25rem' }, lineHeight: 1.6 }}>
        “{testimonial.quote}”
      </Typography>
      <Rating value={testimonial.rating} readOnly sx={{ mt: 2 }} aria-label={`Rated ${testimonial.rating} out of 5`} />
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1.5, mt: 1.5 }}>
        {/* A letter avatar drawn as MUI's Avatar draws it, without its code. */}
        <Box
          aria-hidden
          sx={{
            width: 40,
            height: 40,
            flexShrink: 0,
            borderRadius: '50%',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            fontSize: '1.25rem',
            lineHeight: 1,
            bgcolor: 'secondary.main',
            color: 'background.default',
          }}
        >
          {testimonial.name.charAt(0)}
        </Box>
        <Box sx={{ textAlign: 'left' }}>
          <Typography sx={{ fontWeight: 800 }}>
            {testimonial.name}, {testimonial.place}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {testimonial.pet}
          </Typography>
        </Box>
      </Box>
    </Box>
  );
}
