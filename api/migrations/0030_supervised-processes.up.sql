-- What `npm start`'s supervisor knows of the processes it runs: each one's state (starting, running,
-- restarting, crash-looping), restarts, last exit and next attempt. A process that crash-loops may
-- be up for a moment between crashes, so its own heartbeat or answer cannot tell; the supervisor
-- can, and it writes here (not to a file or its memory) so that every API instance's /api/health
-- sees it. Each supervisor rewrites its rows every couple of seconds and removes them when it stops;
-- rows of a supervisor that was killed go stale, are ignored, and are pruned a day later.
CREATE TABLE supervised_processes (
  supervisor text NOT NULL,
  process text NOT NULL,
  state text NOT NULL,
  pid integer,
  ever_ready boolean NOT NULL,
  restarts integer NOT NULL,
  recent_crashes integer NOT NULL,
  last_exit jsonb,
  next_start_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (supervisor, process)
);
