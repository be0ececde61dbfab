-- Not reversible: the rewritten events cannot be given back their personal data, and putting it back
-- would undo erasures made since. Restore a backup taken before 0037 instead.
DO $$ BEGIN RAISE EXCEPTION '0037 cannot be undone: it took personal data out of the events; restore a backup taken before it'; END $$;
