import { Inject, Injectable } from '@nestjs/common';
import type { Address, AddressFields } from '@petshop/contract';
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { DATABASE_POOL, withTransaction } from '../platform/database/pool.js';
import { batchedByTurn } from '../platform/database/turn-batch.js';

const COLUMNS = `id::text AS "_id", name, mobile, address, area, city, state, zip, default_address AS "defaultAddress"`;

type OwnedAddress = Address & { userId: string };

@Injectable()
export class AddressesRepository {
  /** Every order placed looks its address up: a busy API's checkouts of one turn share one statement. */
  private readonly byId = batchedByTurn(async (ids: readonly string[]) => {
    const { rows } = await this.pool.query<OwnedAddress>({
      name: 'addresses-by-id',
      text: `SELECT user_id::text AS "userId", ${COLUMNS} FROM addresses WHERE id = ANY($1::uuid[])`,
      values: [ids],
    });
    return new Map(rows.map((row) => [row._id, row]));
  });

  constructor(@Inject(DATABASE_POOL) private readonly pool: pg.Pool) {}

  async list(userId: string): Promise<Address[]> {
    const { rows } = await this.pool.query<Address>(`SELECT ${COLUMNS} FROM addresses WHERE user_id = $1 ORDER BY default_address DESC, created_at`, [userId]);
    return rows;
  }

  /** The shopper's address with this id (a UUID); null when they have none such. */
  async find(userId: string, id: string): Promise<Address | null> {
    const found = await this.byId(id.toLowerCase());
    if (found?.userId !== userId) return null;
    const { userId: _owner, ...address } = found;
    return address;
  }

  /** A shopper's first address, or one marked default, becomes the default; there is only ever one. */
  add(userId: string, fields: AddressFields, makeDefault: boolean): Promise<void> {
    return withTransaction(this.pool, async (client) => {
      await client.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]); // one change of a shopper's addresses at a time
      const { rowCount } = await client.query('SELECT 1 FROM addresses WHERE user_id = $1 LIMIT 1', [userId]);
      const isDefault = makeDefault || !rowCount;
      if (isDefault) await client.query('UPDATE addresses SET default_address = false WHERE user_id = $1 AND default_address', [userId]);
      await client.query(
        `INSERT INTO addresses (id, user_id, name, mobile, address, area, city, state, zip, default_address)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [randomUUID(), userId, fields.name, fields.mobile, fields.address, fields.area, fields.city, fields.state, fields.zip, isDefault],
      );
    });
  }

  /** False when the address is not the shopper's. Removing the default hands it to the newest other address. */
  remove(userId: string, id: string): Promise<boolean> {
    return withTransaction(this.pool, async (client) => {
      await client.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
      const { rows } = await client.query<{ default_address: boolean }>('DELETE FROM addresses WHERE user_id = $1 AND id = $2 RETURNING default_address', [
        userId,
        id,
      ]);
      if (!rows[0]) return false;
      if (rows[0].default_address) {
        await client.query(
          `UPDATE addresses SET default_address = true
           WHERE id = (SELECT id FROM addresses WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1)`,
          [userId],
        );
      }
      return true;
    });
  }
}
