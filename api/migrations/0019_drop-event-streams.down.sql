-- As migration 0002 made it; without a checkpoint, the projection fills it from the first event.
CREATE TABLE event_streams (
  stream_id text PRIMARY KEY,
  category text NOT NULL,
  last_revision bigint NOT NULL,
  last_type text NOT NULL,
  events_count bigint NOT NULL,
  first_event_at timestamptz NOT NULL,
  last_event_at timestamptz NOT NULL
);
CREATE INDEX ON event_streams (category, last_event_at DESC);
