ALTER TABLE process_heartbeats DROP COLUMN postgres_round_trips;
