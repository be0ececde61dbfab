import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AuditEntry } from '@petshop/contract';
import { useGetList } from 'react-admin';

const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/** A value as a line of text: a list by its items' names (carriers), a map as its pairs (HSN codes). */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) return value.map((item) => (item && typeof item === 'object' && 'name' in item ? String(item.name) : shown(item))).join(', ');
  if (typeof value === 'object')
    return Object.entries(value)
      .map(([key, item]) => `${key} ${shown(item)}`)
      .join(', ');
  return String(value);
}

/** The fields as the forms label them. */
const FIELD_NAMES: Record<string, string> = {
  siteName: 'site name',
  supportEmail: 'support email',
  monthlyOrderGoal: 'monthly order goal',
  firstName: 'first name',
  lastName: 'last name',
  legalName: 'legal name',
  gstin: 'GSTIN',
  invoicePrefix: 'invoice prefix',
  hsnCodes: 'HSN codes',
};

function describe(entry: AuditEntry): string {
  const fields = Object.entries(entry.changes ?? {}).map(([field, { from, to }]) => `${FIELD_NAMES[field] ?? field} ${shown(from)} → ${shown(to)}`);
  return fields.length > 0 ? `${entry.action}: ${fields.join(', ')}` : entry.action;
}

interface ChangeHistoryProps {
  resource: AuditEntry['resource'];
  recordId: string;
  /** How many of the latest changes to list. */
  limit?: number;
  /** Anything that changes when the record is saved, so the list is read again (it is part of the query's key only). */
  version?: string;
}

/**
 * "Changed by … on …" for a record, newest first, from the audit resource. Quiet when nothing was
 * changed yet or the audit cannot be read: it is context, never in the way of the form.
 */
export function ChangeHistory({ resource, recordId, limit = 5, version }: ChangeHistoryProps) {
  const { data, isPending, error } = useGetList<AuditEntry>('audit', {
    filter: { resource, recordId },
    sort: { field: 'at', order: 'DESC' },
    pagination: { page: 1, perPage: limit },
    meta: { version },
  });
  if (isPending || error) return null;
  return (
    <section aria-label="Changes">
      <Typography variant="subtitle2" component="h2" gutterBottom>
        Changes
      </Typography>
      {data && data.length > 0 ? (
        <ChangeList entries={data} />
      ) : (
        <Typography variant="body2" color="text.secondary">
          No changes recorded yet.
        </Typography>
      )}
    </section>
  );
}

function ChangeList({ entries }: { entries: AuditEntry[] }) {
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
      {entries.map((entry) => (
        <Typography component="li" variant="body2" key={entry.id} sx={{ mb: 0.5 }}>
          Changed by <strong>{entry.actor.email ?? entry.actor.name ?? entry.actor.role}</strong> on {when.format(new Date(entry.at))}
          <Typography component="span" variant="body2" color="text.secondary">
            {' '}
            ({describe(entry)})
          </Typography>
        </Typography>
      ))}
    </Box>
  );
}
