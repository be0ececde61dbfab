import type pg from 'pg';
import type { PersonalDetails } from '../platform/context.js';
import { identifyingWords, scrubJsonColumn } from '../platform/personal-data.js';

/** A provider's payloads stay (the payment happened), without the customer's details: the checkout's prefill carries their email and phone. */
export async function eraseFromProviderEvents(db: Pick<pg.PoolClient, 'query'>, customer: PersonalDetails): Promise<void> {
  await scrubJsonColumn(db, 'provider_events', 'payload', identifyingWords(customer));
}
