DROP TABLE event_streams;
