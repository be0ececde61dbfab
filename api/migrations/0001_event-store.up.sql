-- The append-only event store (Postgres adapter).
--
-- $all order is (transaction_id, position), and readers only see rows of transactions older than
-- pg_snapshot_xmin(pg_current_snapshot()) (the approach of Emmett). A sequence value is taken at
-- insert, not at commit, so transactions can commit out of sequence order; every transaction below
-- the snapshot's xmin has finished and every later one gets a larger id, so the visible prefix never
-- grows in the middle and a reader can never skip an event. We chose this over serialising writers
-- with an advisory lock (message-db) because the lock makes every append wait for the previous
-- commit's flush, which caps concurrent writers at single-writer throughput.
CREATE TABLE events (
  position bigint GENERATED ALWAYS AS IDENTITY,
  transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
  event_id uuid NOT NULL,
  stream_id text NOT NULL,
  revision bigint NOT NULL,
  type text NOT NULL,
  data jsonb NOT NULL,
  metadata jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (stream_id, revision),
  UNIQUE (event_id)
);

CREATE INDEX events_all_order ON events (transaction_id, position);

CREATE FUNCTION events_are_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'events are append-only: % is not allowed', TG_OP;
END;
$$;

CREATE TRIGGER events_no_update_or_delete BEFORE UPDATE OR DELETE ON events
  FOR EACH ROW EXECUTE FUNCTION events_are_append_only();
CREATE TRIGGER events_no_truncate BEFORE TRUNCATE ON events
  FOR EACH STATEMENT EXECUTE FUNCTION events_are_append_only();

-- One row per projection: where in $all its read model stands. Written in the same transaction as
-- the read-model rows, so a crash can neither lose nor repeat an event's effect.
CREATE TABLE projection_checkpoints (
  name text PRIMARY KEY,
  commit_position bigint,
  prepare_position bigint,
  last_event_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);
