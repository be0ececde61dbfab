import { useEffect, useState } from 'react';

/** Counts from 0 to `target` in `steps` ticks of `intervalMs` once `start` is true (the counters use 50 × 40 ms). */
export function useCountUp(target: number, start: boolean, steps = 50, intervalMs = 40): number {
  const [step, setStep] = useState(0);

  useEffect(() => {
    if (!start) return;
    let current = 0;
    const timer = window.setInterval(() => {
      current += 1;
      setStep(current);
      if (current >= steps) window.clearInterval(timer);
    }, intervalMs);
    return () => window.clearInterval(timer);
  }, [start, steps, intervalMs]);

  return (target * Math.min(step, steps)) / steps;
}
