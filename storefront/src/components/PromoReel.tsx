import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { PromoReelScene } from './PromoReelScene';

/**
 * The About page's promo "video": an animated illustration (no video files ship with the shop)
 * that plays or pauses when clicked, as a promo video does.
 */
export function PromoReel() {
  const [playing, setPlaying] = useState(false);

  return (
    <ButtonBase
      onClick={() => setPlaying((value) => !value)}
      aria-pressed={playing}
      aria-label={playing ? 'Pause the promo animation' : 'Play the promo animation'}
      sx={{
        display: 'block',
        width: '100%',
        borderRadius: '24px',
        overflow: 'hidden',
        position: 'relative',
        textAlign: 'left',
        '& .anim': { animationPlayState: playing ? 'running' : 'paused' },
        '@media (prefers-reduced-motion: reduce)': { '& .anim': { animation: 'none' } },
      }}
    >
      <PromoReelScene />
      <Box
        sx={{
          position: 'absolute',
          inset: 0,
          display: 'flex',
          alignItems: 'flex-end',
          justifyContent: 'space-between',
          p: { xs: 2, md: 3 },
          background: 'linear-gradient(0deg, rgba(61,43,31,0.55) 0%, rgba(61,43,31,0) 45%)',
          color: '#fff',
        }}
      >
        <Typography sx={{ fontWeight: 800, fontSize: { xs: '1rem', md: '1.3rem' } }}>Playtime, powered by Pawsome</Typography>
        <Box aria-hidden sx={{ width: 56, height: 56, borderRadius: '50%', bgcolor: 'primary.main', display: 'grid', placeItems: 'center', boxShadow: 4 }}>
          {playing ? <PauseIcon /> : <PlayArrowIcon />}
        </Box>
      </Box>
    </ButtonBase>
  );
}
