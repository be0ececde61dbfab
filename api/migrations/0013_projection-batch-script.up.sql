-- A projection's batch is one round trip: this function moves the checkpoint first (locking it, as a
-- rebuild locks it before swapping tables, and raising 'checkpoint_moved' when a rebuild moved it)
-- and announces it; the batch's statements follow in the same script, one implicit transaction.
CREATE FUNCTION advance_projection_checkpoint(
  p_name text, p_expected_commit bigint, p_expected_prepare bigint,
  p_commit bigint, p_prepare bigint, p_last_event_at timestamptz,
  p_channel text, p_announcement text
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE projection_checkpoints
  SET commit_position = p_commit, prepare_position = p_prepare, last_event_at = p_last_event_at, updated_at = now()
  WHERE name = p_name
    AND commit_position IS NOT DISTINCT FROM p_expected_commit
    AND prepare_position IS NOT DISTINCT FROM p_expected_prepare;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'checkpoint_moved' USING ERRCODE = 'P0001', DETAIL = p_name;
  END IF;
  PERFORM pg_notify(p_channel, p_announcement);
END
$$;
