/**
 * `$n` as the planner cannot see it: `(SELECT $n::type)::type`, a value it learns only when the
 * statement runs. Postgres plans a named statement again on every call for as long as its plans made
 * with the values look cheaper than the one made without them (a few events after a position, two
 * or three streams of ten): for the shop's hot statements that planning cost more than running them.
 * With the parameter out of sight every plan is the same, so after its first five Postgres keeps one
 * per connection; an index still takes the value.
 */
export const planOnce = (parameter: `$${number}`, type: string): string => `(SELECT ${parameter}::${type})::${type}`;
