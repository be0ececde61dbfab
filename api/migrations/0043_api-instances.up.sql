-- What the API's primary (api/dist/cluster.js, API_INSTANCES above 1) knows of its instances: each
-- one's state (starting, serving, unresponsive, replacing) and, for one that stopped answering its
-- pings, since when and when it is replaced. A frozen instance cannot say so itself (its heartbeat
-- just goes stale, as a dead one's does); the primary can, and it writes here so that /api/health on
-- any instance names it. Each primary rewrites its rows every couple of seconds and removes them when
-- it stops; rows of a primary that was killed go stale, are ignored, and are pruned a day later.
CREATE TABLE api_instances (
  host text NOT NULL,
  pid integer NOT NULL,
  primary_pid integer NOT NULL,
  state text NOT NULL,
  silent_since timestamptz,
  replace_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (host, pid)
);
