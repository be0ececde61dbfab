-- Each run of the read-model check (`npm run check:read-models`, or an admin's from the console,
-- run by the worker): the read models rebuilt from the events into a schema of their own and
-- compared row by row with the live ones. At most one runs at a time, whichever process runs it:
-- the unique index below refuses a second running row. `claimed_by` is the liveness key of the
-- process running it (api/src/platform/database/process-instance.ts), so a run whose process died
-- is known abandoned at once. `differences` keeps the first ones found; `difference_count` all.
CREATE TABLE read_model_checks (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  status text NOT NULL DEFAULT 'running' CHECK (status IN ('running', 'passed', 'failed', 'error')),
  started_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  started_by jsonb NOT NULL,
  source text NOT NULL CHECK (source IN ('console', 'cli')),
  claimed_by integer,
  events_total bigint,
  events_read bigint NOT NULL DEFAULT 0,
  rows_compared bigint NOT NULL DEFAULT 0,
  difference_count bigint NOT NULL DEFAULT 0,
  differences jsonb NOT NULL DEFAULT '[]',
  error text
);
CREATE UNIQUE INDEX read_model_checks_one_running ON read_model_checks ((true)) WHERE status = 'running';
