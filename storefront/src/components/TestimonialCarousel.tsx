import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

/** Three fixed testimonials (static content). */
const TESTIMONIALS = [
  {
    id: 't1',
    name: 'Meera Iyer',
    place: 'Chennai',
    pet: 'Mom to Biscuit, a 3-year-old Indie',
    quote: 'Biscuit’s food arrived in two days and the packaging was spotless. Free delivery to Chennai with no minimum order is a lifesaver.',
    rating: 5,
  },
  {
    id: 't2',
    name: 'Rohan Kapoor',
    place: 'Pune',
    pet: 'Cat dad to Miso and Mochi',
    quote: 'Finally a shop that takes cats seriously. The scratcher and the grain-free food were exactly as described and fairly priced.',
    rating: 5,
  },
  {
    id: 't3',
    name: 'Aisha Khan',
    place: 'Lucknow',
    pet: 'Owner of Bruno, a senior Labrador',
    quote: 'The orthopaedic bed I ordered for Bruno did not suit him, and the return was painless. I will definitely shop here again.',
    rating: 4,
  },
] as const;

export function TestimonialCarousel() {
  const [index, setIndex] = useState(0);
  const count = TESTIMONIALS.length;
  const current = TESTIMONIALS[index] ?? TESTIMONIALS[0];
  const go = (delta: number) => setIndex((value) => (value + delta + count) % count);

  return (
    <Box
      role="region"
      aria-roledescription="carousel"
      aria-label="What pet parents say"
      sx={{ position: 'relative', maxWidth: 760, mx: 'auto', textAlign: 'center' }}
    >
      <Box
        role="group"
        aria-roledescription="slide"
        aria-label={`${index + 1} of ${count}`}
        aria-live="polite"
        sx={{ bgcolor: 'background.paper', borderRadius: '24px', border: 1, borderColor: 'divider', px: { xs: 3, md: 8 }, py: { xs: 4, md: 5 } }}
      >
        <FormatQuoteIcon aria-hidden sx={{ fontSize: 48, color: 'primary.light' }} />
        <Typography component="blockquote" sx={{ m: 0, fontSize: { xs: '1.05rem', md: '1.25rem' }, lineHeight: 1.6 }}>
          “{current.quote}”
        </Typography>
        <Rating value={current.rating} readOnly sx={{ mt: 2 }} aria-label={`Rated ${current.rating} out of 5`} />
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
            {current.name.charAt(0)}
          </Box>
          <Box sx={{ textAlign: 'left' }}>
            <Typography sx={{ fontWeight: 800 }}>
              {current.name}, {current.place}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {current.pet}
            </Typography>
          </Box>
        </Box>
      </Box>

      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, mt: 3 }}>
        <IconButton onClick={() => go(-1)} aria-label="Previous testimonial" sx={{ border: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
          <ChevronLeftIcon />
        </IconButton>
        <Box sx={{ display: 'flex', gap: 1 }} aria-hidden>
          {TESTIMONIALS.map((item, i) => (
            <Box
              key={item.id}
              sx={{
                width: i === index ? 24 : 10,
                height: 10,
                borderRadius: 999,
                bgcolor: i === index ? 'primary.main' : 'divider',
                transition: 'width 200ms ease',
              }}
            />
          ))}
        </Box>
        <IconButton onClick={() => go(1)} aria-label="Next testimonial" sx={{ border: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
          <ChevronRightIcon />
        </IconButton>
      </Box>
    </Box>
  );
}
