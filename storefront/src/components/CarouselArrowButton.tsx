import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import IconButton from '@mui/material/IconButton';

/** A carousel's previous or next button, over the picture at its side; hidden at the end it cannot pass. */
export function CarouselArrowButton({ side, label, disabled, onClick }: { side: 'left' | 'right'; label: string; disabled: boolean; onClick: () => void }) {
  return (
    <IconButton
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      sx={{
        position: 'absolute',
        top: '50%',
        [side]: 10,
        transform: 'translateY(-50%)',
        bgcolor: 'rgba(255, 255, 255, 0.9)',
        boxShadow: 1,
        '&:hover': { bgcolor: '#fff' },
        '&.Mui-disabled': { opacity: 0, pointerEvents: 'none' },
      }}
    >
      {side === 'left' ? <ChevronLeftIcon /> : <ChevronRightIcon />}
    </IconButton>
  );
}
