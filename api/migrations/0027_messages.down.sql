DROP TABLE contact_messages;
DROP TABLE newsletter_subscriptions;
