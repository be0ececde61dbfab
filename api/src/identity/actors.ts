import type { Actor as ActorView } from '@petshop/contract';
import type pg from 'pg';
import type { Actor } from '../platform/event-store/event-store.port.js';

/**
 * Stored actors (events, audit entries) are `{_id, role}`: their email is the account's now, and an
 * erased customer is `{_id, email: null, role, name: 'erased customer'}`. One rule, in SQL
 * (`actor_view`, migration 0037), so that queries of the read models resolve in place and this
 * resolves what is folded from events.
 */
export async function resolveActors(db: Pick<pg.Pool, 'query'>, actors: readonly Actor[]): Promise<ActorView[]> {
  if (actors.length === 0) return [];
  const { rows } = await db.query<{ actor: ActorView }>('SELECT actor_view(a) AS actor FROM unnest($1::jsonb[]) WITH ORDINALITY AS t (a, n) ORDER BY n', [
    actors.map((actor) => JSON.stringify(actor)),
  ]);
  return rows.map((row) => row.actor);
}

/** Each item with its actor resolved. */
export async function withActorViews<Item extends { actor: Actor }>(
  db: Pick<pg.Pool, 'query'>,
  items: readonly Item[],
): Promise<(Omit<Item, 'actor'> & { actor: ActorView })[]> {
  const views = await resolveActors(
    db,
    items.map((item) => item.actor),
  );
  return items.map((item, i) => ({ ...item, actor: views[i]! }));
}
