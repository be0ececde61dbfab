import { Module } from '@nestjs/common';
import { AppModule } from './app.module.js';
import { contexts, projectionsOf } from './contexts.js';
import { loadConfig } from './platform/config.js';
import type { ContextDescriptor, PersonalDetails } from './platform/context.js';
import { eventGuard } from './platform/event-sourcing/event-guard.js';
import { followerName, type Projection } from './platform/projections/projection.js';
import { ownershipGaps, tablesOf } from './platform/testing/table-ownership.js';
import { createTestDatabase, type TestDatabase } from './platform/testing/test-database.js';
import { eraseCustomerRecords } from './privacy/erasure.js';

// A context added the way a newcomer adds one: a folder's descriptor and a line in the list. Here a
// throwaway "gift cards" context (one table, one read model, one erase hook) is put in a copy of the
// list, and every reader of the list picks it up.
@Module({})
class GiftCardsModule {}

type GiftCardBought = { type: 'GiftCardBought'; data: { code: string; buyerId: string; recipient: string } };
const isGiftCardEvent = eventGuard<GiftCardBought>({ GiftCardBought: true });

const giftCardsProjection: Projection = {
  name: followerName('gift_cards'),
  tables: ['gift_cards'],
  project: (event, table) =>
    isGiftCardEvent(event)
      ? [
          {
            text: `INSERT INTO ${table('gift_cards')} (code, buyer_id, recipient) VALUES ($1, $2, $3)`,
            values: [event.data.code, event.data.buyerId, event.data.recipient],
          },
        ]
      : [],
};

const erased: PersonalDetails[] = [];
const giftCardsContext: ContextDescriptor = {
  name: 'giftCards',
  tables: ['gift_cards'],
  module: async () => GiftCardsModule,
  eventGuards: [isGiftCardEvent],
  projections: [giftCardsProjection],
  erase: async (db, customer) => {
    erased.push(customer);
    await db.query('UPDATE gift_cards SET recipient = NULL WHERE buyer_id = $1', [customer.customerId]);
  },
};
const withGiftCards = [...contexts, giftCardsContext];

describe('a context registered through its descriptor', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase('gift_cards');
    await db.pool.query('CREATE TABLE gift_cards (code text PRIMARY KEY, buyer_id uuid NOT NULL, recipient text)');
  });
  afterAll(() => db.drop());

  it('has its module mounted by the API', async () => {
    const app = await AppModule.forRoot(loadConfig({ NODE_ENV: 'test' }), withGiftCards);
    expect(app.imports).toContain(GiftCardsModule);
    expect((await AppModule.forRoot(loadConfig({ NODE_ENV: 'test' }))).imports).not.toContain(GiftCardsModule);
  });

  it('has its read model kept by the projections runner', () => {
    expect(projectionsOf(withGiftCards)).toContain(giftCardsProjection);
    expect(projectionsOf(withGiftCards).length).toBe(projectionsOf(contexts).length + 1);
  });

  it('erases its table in the erasure, told the details the other contexts hold', async () => {
    const customerId = '5b0b8a0e-7d7c-4b43-9f4e-2f5f9a6c1d01';
    const someoneElse = '5b0b8a0e-7d7c-4b43-9f4e-2f5f9a6c1d02';
    await db.pool.query(`INSERT INTO gift_cards VALUES ('GC-1', $1, 'friend@example.in'), ('GC-2', $2, 'other@example.in')`, [customerId, someoneElse]);
    await db.pool.query(
      `INSERT INTO users (id, first_name, last_name, email, password_hash, role) VALUES ($1, 'Ira', 'Vale', 'ira@example.in', 'x', 'customer')`,
      [customerId],
    );
    await db.pool.query(
      `INSERT INTO addresses (id, user_id, name, mobile, address, area, city, state, zip)
       VALUES (gen_random_uuid(), $1, 'Ira', '9800011122', '7 Neem Road', 'Indiranagar', 'Bengaluru', 'Karnataka', '560038')`,
      [customerId],
    );
    await eraseCustomerRecords(db.pool, withGiftCards, { customerId, email: 'ira@example.in', firstName: 'Ira', lastName: 'Vale' });
    expect(erased).toEqual([expect.objectContaining({ customerId, phones: ['9800011122'], addressLines: ['7 Neem Road', 'Indiranagar'] })]);
    const { rows } = await db.pool.query('SELECT code, recipient FROM gift_cards ORDER BY code');
    expect(rows).toEqual([
      { code: 'GC-1', recipient: null },
      { code: 'GC-2', recipient: 'other@example.in' },
    ]);
  });

  it('is told when its table has personal columns and it has no erase hook', async () => {
    const tables = await tablesOf(db.pool);
    expect(ownershipGaps(tables, withGiftCards)).toEqual({ unowned: [], ownedButMissing: [], personalWithoutErase: [] });
    expect(ownershipGaps(tables, contexts).unowned).toEqual(['gift_cards']);
    const withoutErase = [...contexts, { ...giftCardsContext, erase: undefined }];
    expect(ownershipGaps(tables, withoutErase).personalWithoutErase).toEqual(['gift_cards (recipient)']);
  });
});
