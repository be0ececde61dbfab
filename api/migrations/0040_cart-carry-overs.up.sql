-- A cart is a stream per shopping session (docs/streams.md). A cart stream from before sessions
-- is the shopper's session 0 and may be thousands of events long; the API's start carries each one
-- over to a short session of its own (`cart/old-carts-carried-over.ts`, through the cart's own
-- command and decider, which decide whether it is long enough to need it), and this is its list.
-- Nothing in `events` changes here: history is never rewritten; the carry-over appends. Under the
-- EventStoreDB adapter this table lists nothing, and each old cart carries over at its first change.
CREATE TABLE cart_carry_overs (customer_id text PRIMARY KEY);

INSERT INTO cart_carry_overs (customer_id)
SELECT substr(stream_id, length('cart-') + 1) FROM events
WHERE revision = 0 AND starts_with(stream_id, 'cart-') AND strpos(stream_id, '.') = 0;
