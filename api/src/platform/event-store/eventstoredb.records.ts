import type { RecordedEvent } from '@kurrent/kurrentdb-client';
import type { EventMetadata, Position, StoredEvent } from './event-store.port.js';

// How the client's recorded events become the port's stored events.
/** The server sends u64::MAX (-1 as a .NET long) where it does not know a commit position. */
const UNKNOWN_COMMIT = 0xffff_ffff_ffff_ffffn;

export function isSystem(record: RecordedEvent): boolean {
  return record.type.startsWith('$') || record.streamId.startsWith('$');
}

/**
 * Events appended over gRPC have commit == prepare. Servers before 22.6 leave the commit position
 * of stream reads unknown (u64::MAX); the prepare position is then the event's place in `$all`.
 */
export function positionOf(record: RecordedEvent, resolved?: { commitPosition?: bigint }): Position {
  const position = record.position;
  if (position) {
    if (position.commit === UNKNOWN_COMMIT && position.prepare !== UNKNOWN_COMMIT) {
      return { commit: position.prepare, prepare: position.prepare };
    }
    return { commit: position.commit, prepare: position.prepare };
  }
  const commit = resolved?.commitPosition;
  if (commit !== undefined) return { commit, prepare: commit };
  throw new Error(`EventStoreDB returned event ${record.id} without a position (the server must be 22.6 or later)`);
}

export function toStoredEvent(record: RecordedEvent, position: Position = positionOf(record)): StoredEvent {
  return {
    id: record.id,
    streamId: record.streamId,
    type: record.type,
    data: record.isJson ? record.data : decodeJson(record.data as Uint8Array),
    metadata: (record.metadata instanceof Uint8Array ? decodeJson(record.metadata) : record.metadata) as EventMetadata,
    revision: record.revision,
    position,
    createdAt: record.created,
  };
}

/** Events written by other tools may be stored as binary; ours are always JSON. */
export function decodeJson(bytes: Uint8Array): unknown {
  const text = Buffer.from(bytes).toString('utf8');
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
