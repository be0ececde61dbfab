DROP TABLE process_heartbeats;
