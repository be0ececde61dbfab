-- The event-streams read model served only tests, so it goes. Its checkpoint goes with it, so that
-- the projection, brought back, would fill its table again from the first event; so does a copy a
-- rebuild may have left behind.
DROP TABLE event_streams;
DROP TABLE IF EXISTS event_streams__rebuild;
DELETE FROM projection_checkpoints WHERE name = 'event-streams';
