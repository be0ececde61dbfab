import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useRef, useState } from 'react';
import { useCountUp } from './useCountUp';
import { VisuallyHidden } from './VisuallyHidden';

/** A figure that counts up when it scrolls into view, e.g. value 1.8 + suffix "k+" → "1.8k+". */
export function AnimatedCounter({ value, suffix = '', label }: { value: number; suffix?: string; label: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const decimals = Number.isInteger(value) ? 0 : 1;
  const shown = useCountUp(value, visible);
  const text = reduceMotion ? value.toFixed(decimals) : shown.toFixed(decimals);

  useEffect(() => {
    const node = ref.current;
    if (!node || typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setVisible(true);
        observer.disconnect();
      }
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  return (
    <Box ref={ref} sx={{ textAlign: 'center' }}>
      <Typography
        component="p"
        aria-hidden
        sx={{ fontWeight: 800, fontSize: { xs: '2.2rem', md: '2.8rem' }, color: 'primary.main', fontVariantNumeric: 'tabular-nums' }}
      >
        {text}
        {suffix}
      </Typography>
      <Typography component="p" sx={{ fontWeight: 700 }}>
        <VisuallyHidden>
          {value.toFixed(decimals)}
          {suffix}{' '}
        </VisuallyHidden>
        {label}
      </Typography>
    </Box>
  );
}
