DROP TABLE owed_refunds;
DELETE FROM projection_checkpoints WHERE name = 'owed-refunds';
