import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import { CarouselDot } from './CarouselDots';
import { TESTIMONIALS } from '../content/testimonials';
import { TestimonialSlide } from './TestimonialSlide';

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
      <TestimonialSlide testimonial={current} label={`${index + 1} of ${count}`} />

      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, mt: 3 }}>
        <IconButton onClick={() => go(-1)} aria-label="Previous testimonial" sx={{ border: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
          <ChevronLeftIcon />
        </IconButton>
        <Box sx={{ display: 'flex', gap: 1 }} aria-hidden>
          {TESTIMONIALS.map((item, i) => (
            <CarouselDot key={item.id} current={i === index} />
          ))}
        </Box>
        <IconButton onClick={() => go(1)} aria-label="Next testimonial" sx={{ border: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
          <ChevronRightIcon />
        </IconButton>
      </Box>
    </Box>
  );
}
