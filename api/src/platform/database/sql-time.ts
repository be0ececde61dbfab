/** A timestamp column as the contract's ISO string (UTC, milliseconds), read in SQL. */
export const isoTime = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
