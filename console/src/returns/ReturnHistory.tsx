import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import type { ReturnHistoryEntry } from '@petshop/contract';

const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

function who(actor: ReturnHistoryEntry['actor']): string {
  if (actor.role === 'system' || actor.role === 'provider') return actor.name ?? actor.role;
  return actor.email ? `${actor.email} (${actor.role})` : actor.name ? `${actor.name} (${actor.role})` : actor.role;
}

/** Every move of the return, oldest first: what, who, when and the note. */
export function ReturnHistory({ history }: { history: ReturnHistoryEntry[] }) {
  return (
    <List dense disablePadding aria-label="Return history">
      {history.map((entry) => (
        <ListItem key={`${entry.to}-${entry.at}`} disableGutters sx={{ alignItems: 'flex-start', borderLeft: 3, borderColor: 'primary.light', pl: 1.5, mb: 1 }}>
          <ListItemText
            primary={entry.from ? `${entry.from} → ${entry.to}` : 'Requested'}
            secondary={
              <>
                {`by ${who(entry.actor)} on ${when.format(new Date(entry.at))}`}
                {entry.note && (
                  <>
                    <br />
                    {`“${entry.note}”`}
                  </>
                )}
              </>
            }
            slotProps={{ primary: { sx: { fontWeight: 600, textTransform: 'capitalize' } } }}
          />
        </ListItem>
      ))}
    </List>
  );
}
