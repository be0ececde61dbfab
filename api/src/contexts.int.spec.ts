import { contexts } from './contexts.js';
import { ownershipGaps, tablesOf } from './platform/testing/table-ownership.js';
import { createTestDatabase, type TestDatabase } from './platform/testing/test-database.js';

describe("the contexts' tables in the migrated database", () => {
  let db: TestDatabase;
  let tables: Map<string, string[]>;
  beforeAll(async () => {
    db = await createTestDatabase('contexts');
    tables = await tablesOf(db.pool);
  });
  afterAll(() => db.drop());

  it('gives every table exactly one owner, and names no table the migrations do not create', () => {
    expect(ownershipGaps(tables, contexts)).toMatchObject({ unowned: [], ownedButMissing: [] });
  });

  it('erases every table with personal columns through its owner’s hook', () => {
    expect(ownershipGaps(tables, contexts).personalWithoutErase).toEqual([]);
    // The rule finds what erasure must cover (a rule that found nothing would pass anything).
    expect([...tables].filter(([, personal]) => personal.length > 0).map(([table]) => table)).toEqual(
      expect.arrayContaining(['users', 'addresses', 'reviews', 'mail_outbox', 'order_shipping_addresses', 'contact_messages']),
    );
  });

  it('fails a context that owns a personal table and has no erase hook', () => {
    const withoutErase = contexts.map((context) => (context.name === 'addresses' ? { ...context, erase: undefined } : context));
    expect(ownershipGaps(tables, withoutErase).personalWithoutErase).toEqual(['addresses (mobile, address, area, zip)']);
  });
});
