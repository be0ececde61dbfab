// A stream id is `<category>-<id>`: EventStoreDB's `$ce-` category streams read the category up to
// the first dash, and every stream already stored is named so. Stored ids are permanent, so this
// shape is too; the id after the dash may hold dashes of its own (uuids do).

export interface StreamIdParts {
  readonly category: string;
  readonly id: string;
}

export const streamId = (category: string, id: string): string => `${category}-${id}`;

/** The category and id of a stream id, or null when it has no category or no id. */
export function parseStreamId(streamId: string): StreamIdParts | null {
  const dash = streamId.indexOf('-');
  if (dash <= 0 || dash === streamId.length - 1) return null;
  return { category: streamId.slice(0, dash), id: streamId.slice(dash + 1) };
}

/**
 * The streams of one category: `orderStream(orderId)` names an order's stream and
 * `orderStream.idOf(streamId)` reads the order's id back (null for another category's stream).
 * Callable rather than `.of(id)` so the many commands that name streams read as they always have.
 */
export interface StreamIds {
  (id: string): string;
  readonly category: string;
  idOf(streamId: string): string | null;
}

export function streamIds(category: string): StreamIds {
  if (!/^[a-z]+$/.test(category)) throw new Error(`A stream category is lower-case letters, without a dash: "${category}"`);
  const idOf = (id: string): string | null => {
    const parts = parseStreamId(id);
    return parts?.category === category ? parts.id : null;
  };
  return Object.assign((id: string) => streamId(category, id), { category, idOf });
}
