import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { OperationsCurrent, OperationsStatus } from '@petshop/contract';
import { formatFigure } from './format';

/** The server judges each figure; the page only shows its verdict: out of bounds in amber or red, with the word. */
const LOOK: Record<OperationsStatus, { border: string; text: string; word: string }> = {
  ok: { border: 'divider', text: 'text.primary', word: 'OK' },
  warn: { border: 'warning.main', text: 'warning.dark', word: 'Warning' },
  bad: { border: 'error.main', text: 'error.main', word: 'Bad' },
};

function bounds({ warnAt, badAt, unit }: OperationsCurrent): string | null {
  const parts = [warnAt !== null && `warning from ${formatFigure(warnAt, unit)}`, badAt !== null && `bad from ${formatFigure(badAt, unit)}`].filter(Boolean);
  return parts.length ? parts.join(', ') : null;
}

function FigureTile({ figure }: { figure: OperationsCurrent }) {
  const look = LOOK[figure.status];
  const value = formatFigure(figure.value, figure.unit);
  const limits = bounds(figure);
  const id = `figure-${figure.key}`;
  return (
    <Card
      role="group"
      aria-labelledby={id}
      aria-describedby={`${id}-value`}
      data-status={figure.status}
      variant="outlined"
      sx={{ borderColor: look.border, borderWidth: figure.status === 'ok' ? 1 : 2, height: '100%' }}
    >
      <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Typography id={id} variant="body2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
          {figure.label}
        </Typography>
        <Typography id={`${id}-value`} variant="h6" component="p" sx={{ fontWeight: 700, color: look.text }}>
          {value}
          {figure.status !== 'ok' && (
            <Typography component="span" variant="caption" sx={{ ml: 1, fontWeight: 700, textTransform: 'uppercase' }}>
              {look.word}
            </Typography>
          )}
        </Typography>
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
          {figure.over}
          {figure.note ? ` · ${figure.note}` : ''}
        </Typography>
        {limits && (
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
            {limits}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

/** Every figure now, as the server judged it. */
export function CurrentFigures({ figures }: { figures: readonly OperationsCurrent[] }) {
  return (
    <Box
      component="section"
      aria-label="Figures now"
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(5, minmax(0, 1fr))' },
      }}
    >
      {figures.map((figure) => (
        <FigureTile key={figure.key} figure={figure} />
      ))}
    </Box>
  );
}
