import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useOrderHistory, useShownOrderId } from './orderApi';
import { QueryState } from './QueryState';
import { actorLabel, type OrderHistoryEntry } from './types';

const FIELD_NAMES = { orderStatus: 'Order status', paymentStatus: 'Payment' } as const;

/** Every change of the order's status and payment status: who, when, why. */
export function OrderTimeline() {
  const history = useOrderHistory(useShownOrderId());
  if (!history.isSuccess) return <QueryState query={history} />;
  return (
    <List aria-label="Timeline" sx={{ position: 'relative', pl: 2, borderLeft: 2, borderColor: 'divider', ml: 1 }}>
      {history.data.map((entry) => (
        <TimelineEntry key={`${entry.revision}-${entry.field}`} entry={entry} />
      ))}
    </List>
  );
}

function TimelineEntry({ entry }: { entry: OrderHistoryEntry }) {
  const move = entry.from === null ? entry.to : `${entry.from} → ${entry.to}`;
  return (
    <ListItem sx={{ display: 'block', position: 'relative', px: 1 }}>
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          left: -23,
          top: 14,
          width: 12,
          height: 12,
          borderRadius: '50%',
          bgcolor: entry.field === 'orderStatus' ? 'primary.main' : 'secondary.main',
        }}
      />
      <Typography sx={{ fontWeight: 600 }}>
        {FIELD_NAMES[entry.field]}: {move}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {new Date(entry.at).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'medium' })} · by {actorLabel(entry.actor)} · revision {entry.revision}
      </Typography>
      {entry.reason && <Typography variant="body2">Reason: {entry.reason}</Typography>}
    </ListItem>
  );
}
