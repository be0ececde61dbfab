DROP FUNCTION advance_projection_checkpoint(text, bigint, bigint, bigint, bigint, timestamptz, text, text);
