-- Every order's row is updated several times (paid, then each status move). With full pages an
-- update cannot stay on its page, so it writes a new entry into every index of the table, the
-- trigram search index included; room left on each page lets it stay (a HOT update) instead.
ALTER TABLE orders SET (fillfactor = 70);
