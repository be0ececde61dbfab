import { parseStreamId } from '../../../platform/event-sourcing/stream-id.js';
import type { StoredEvent } from '../../../platform/event-store/event-store.port.js';
import type { Projection } from '../../../platform/projections/projection.js';

/**
 * Every stream in the store with its category, last revision and event count: the index support
 * staff browse before replaying a stream. `events_count` is incremented, not recomputed, so an
 * event applied twice would show.
 */
export const eventStreamsProjection: Projection = {
  name: 'event-streams',
  tables: ['event_streams'],
  project: (event: StoredEvent, table) => [
    {
      text: `INSERT INTO ${table('event_streams')} AS s
               (stream_id, category, last_revision, last_type, events_count, first_event_at, last_event_at)
             VALUES ($1, $2, $3, $4, 1, $5, $5)
             ON CONFLICT (stream_id) DO UPDATE SET
               last_revision = EXCLUDED.last_revision,
               last_type = EXCLUDED.last_type,
               events_count = s.events_count + 1,
               last_event_at = EXCLUDED.last_event_at`,
      values: [event.streamId, streamCategory(event.streamId), event.revision.toString(), event.type, event.createdAt],
    },
  ],
};

/** A stream without a category (`settings`) is a category of its own, as EventStoreDB lists it. */
export const streamCategory = (streamId: string): string => parseStreamId(streamId)?.category ?? streamId;
