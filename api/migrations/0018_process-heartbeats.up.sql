-- Each running projections runner and worker says it is alive every second or so; /api/health
-- reads how long ago each kind last did. A process killed outright just stops beating; one that
-- stops gracefully removes its row. Rows of processes long gone are pruned as others beat.
CREATE TABLE process_heartbeats (
  process text NOT NULL,
  instance text NOT NULL,
  pid integer NOT NULL,
  started_at timestamptz NOT NULL,
  beat_at timestamptz NOT NULL,
  PRIMARY KEY (process, instance)
);
