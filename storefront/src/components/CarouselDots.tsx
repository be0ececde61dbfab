import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';

/** A carousel's dot, the current one drawn long. */
export function CarouselDot({ current }: { current: boolean }) {
  return (
    <Box
      component="span"
      sx={{
        display: 'block',
        width: current ? 22 : 10,
        height: 10,
        borderRadius: 999,
        bgcolor: current ? 'primary.main' : 'rgba(61, 43, 31, 0.25)',
        transition: 'width 200ms ease',
      }}
    />
  );
}

/** One dot per picture, the shown one drawn long: a click shows its picture. */
export function CarouselDots({ slides, index, onShow }: { slides: readonly string[]; index: number; onShow: (index: number) => void }) {
  const count = slides.length;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', gap: 0.5, mt: 1.5 }}>
      {slides.map((src, i) => (
        <IconButton
          // biome-ignore lint/suspicious/noArrayIndexKey: one dot per picture; a product may list one picture twice, and the list is fixed for the page.
          key={`dot-${src}-${i}`}
          size="small"
          aria-label={`Show picture ${i + 1} of ${count}`}
          aria-current={i === index ? 'true' : undefined}
          onClick={() => onShow(i)}
          sx={{ p: 1 }}
        >
          <CarouselDot current={i === index} />
        </IconButton>
      ))}
    </Box>
  );
}
