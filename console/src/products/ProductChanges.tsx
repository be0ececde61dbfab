import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useDataProvider, useRecordContext } from 'react-admin';
import type { Product, ProductChange } from '@petshop/contract';
import type { ConsoleDataProvider } from '../dataProvider';

const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
const ACTIONS: Record<ProductChange['action'], string> = { created: 'Created', updated: 'Changed', deleted: 'Deleted' };

/** Who changed this product, when, and which fields (GET /api/admin/products/:id/changes). */
export function ProductChanges() {
  const record = useRecordContext<Product>();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [changes, setChanges] = useState<ProductChange[] | null>(null);
  // Reloaded when the record changes (a save refetches it), so the change just made is listed.
  const version = record ? JSON.stringify(record) : '';

  useEffect(() => {
    if (!record?.id || !version) return;
    let active = true;
    dataProvider.getProductChanges(String(record.id)).then(
      (loaded) => active && setChanges(loaded),
      () => active && setChanges([]),
    );
    return () => {
      active = false;
    };
  }, [dataProvider, record?.id, version]);

  return (
    <section aria-labelledby="product-changes" style={{ padding: '16px' }}>
      <Typography id="product-changes" variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        Changes
      </Typography>
      {changes?.length === 0 && <Typography sx={{ color: 'text.secondary' }}>No staff changes recorded.</Typography>}
      <List dense disablePadding>
        {(changes ?? []).map((change) => (
          <ListItem key={change.id} disableGutters>
            <ListItemText
              primary={change.action === 'updated' ? `${ACTIONS.updated} ${change.fields.join(', ')}` : ACTIONS[change.action]}
              secondary={`by ${change.actor.email ?? change.actor.role} on ${when.format(new Date(change.at))}`}
            />
          </ListItem>
        ))}
      </List>
    </section>
  );
}
