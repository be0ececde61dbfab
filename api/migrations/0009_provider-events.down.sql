DROP TABLE provider_events;
