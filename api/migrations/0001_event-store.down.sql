DROP TABLE projection_checkpoints;
DROP TABLE events;
DROP FUNCTION events_are_append_only();
