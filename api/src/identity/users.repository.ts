import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type pg from 'pg';
import { ChangeAwareCache } from '../platform/caching/change-aware-cache.js';
import { PgNotifications } from '../platform/database/notifications.js';
import { DATABASE_POOL, withTransaction } from '../platform/database/pool.js';
import { changesBetween, recordAudit } from '../platform/audit/audit-log.js';
import type { Actor } from '../platform/event-store/event-store.port.js';
import { Rejection } from '../platform/event-sourcing/rejection.js';
import type { Account, AccountLookup, Role } from '../platform/auth/account.js';
import type { VerifiedToken } from '../platform/auth/tokens.js';

export interface NewUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  passwordHash: string;
  role: Role;
}

export const ACCOUNT_COLUMNS = `id::text AS "_id", email, first_name AS "firstName", last_name AS "lastName", role`;
/** An account as its tokens are checked against it: a token signs it in only at its current version (see tokens.ts). */
export interface SignedInAccount {
  account: Account;
  tokenVersion: number;
}
const UNIQUE_VIOLATION = '23505';

/** Announced by a trigger on every update or delete of a user (migration 0012), with the user's id. */
const ACCOUNTS_CHANGED = 'accounts_changed';
// A safety net only, for a notification lost while the listener reconnects.
const ACCOUNT_TTL_MS = 30_000;
const ACCOUNT_ENTRIES = 10_000;

export class EmailTaken extends Error {}

/** An account's email as it is stored and looked up (and counted by the login throttle): trimmed, lower case. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export const LAST_ADMIN = 'The shop needs at least one active admin: make another account an admin first';

export interface StaffChanges {
  firstName?: string;
  lastName?: string;
  role?: 'staff' | 'admin';
  disabled?: boolean;
}

/**
 * Users in Postgres. Every authenticated request looks its account up, so accounts are kept in
 * memory and dropped the moment the database announces a change to one (a role changed, an
 * account removed), in this process or another.
 */
@Injectable()
export class UsersRepository implements AccountLookup, OnModuleInit {
  private readonly accounts = new ChangeAwareCache<SignedInAccount>(ACCOUNT_TTL_MS, ACCOUNT_ENTRIES);

  constructor(
    @Inject(DATABASE_POOL) private readonly pool: pg.Pool,
    private readonly notifications: PgNotifications,
  ) {}

  async onModuleInit() {
    await this.notifications.listen(
      ACCOUNTS_CHANGED,
      (id) => this.accounts.forget(id),
      () => this.accounts.clear(),
    );
  }

  async findAccount(id: string): Promise<Account | null> {
    return (await this.findWithVersion(id))?.account ?? null;
  }

  /** Null too for a token issued before the account's password was last reset or changed. */
  async findSignedIn({ accountId, version }: VerifiedToken): Promise<Account | null> {
    const found = await this.findWithVersion(accountId);
    return found && found.tokenVersion === version ? found.account : null;
  }

  private async findWithVersion(id: string): Promise<SignedInAccount | null> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
    return this.accounts.through(id, async () => {
      // A disabled or erased account is no account: its tokens stop working (and null is never cached).
      const { rows } = await this.pool.query<Account & { tokenVersion: number }>({
        name: 'account-by-id',
        text: `SELECT ${ACCOUNT_COLUMNS}, token_version AS "tokenVersion" FROM users WHERE id = $1 AND NOT disabled AND erased_at IS NULL`,
        values: [id],
      });
      if (!rows[0]) return null;
      const { tokenVersion, ...account } = rows[0];
      return { account, tokenVersion };
    });
  }

  async findByEmail(email: string): Promise<(Account & { passwordHash: string; disabled: boolean; tokenVersion: number }) | null> {
    const { rows } = await this.pool.query<Account & { passwordHash: string; disabled: boolean; tokenVersion: number }>(
      `SELECT ${ACCOUNT_COLUMNS}, password_hash AS "passwordHash", disabled, token_version AS "tokenVersion" FROM users WHERE email = $1`,
      [normaliseEmail(email)],
    );
    return rows[0] ?? null;
  }

  /**
   * Drops what this process keeps of the account, once a change to it has committed, so its next
   * request here already sees the change (the trigger's announcement reaches the other processes).
   */
  forget(id: string): void {
    this.accounts.forget(id);
  }

  /** Throws EmailTaken when the address is registered already. An account staff open records who opened it, in the same transaction. */
  async insert(user: NewUser, openedBy?: Actor): Promise<Account> {
    const insert = async (db: Pick<pg.PoolClient, 'query'>) => {
      const { rows } = await db.query<Account>(
        `INSERT INTO users (id, first_name, last_name, email, password_hash, role) VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${ACCOUNT_COLUMNS}`,
        [user.id, user.firstName, user.lastName, normaliseEmail(user.email), user.passwordHash, user.role],
      );
      return rows[0]!;
    };
    try {
      if (!openedBy) return await insert(this.pool);
      return await withTransaction(this.pool, async (client) => {
        const { _id, ...opened } = await insert(client);
        await recordAudit(client, { actor: openedBy, resource: 'staff', recordId: _id, action: 'created', changes: changesBetween({}, opened) });
        return { _id, ...opened };
      });
    } catch (error) {
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw new EmailTaken();
      throw error;
    }
  }

  /**
   * Changes a staff or admin account and records who changed what; false when there is no such
   * account. Refuses to leave the shop without an active admin. The change is forgotten here at
   * once (the trigger's announcement reaches the other processes), so a disabled account's next
   * request in this process is already refused.
   */
  async updateStaff(id: string, changes: StaffChanges, by: Actor): Promise<boolean> {
    const found = await withTransaction(this.pool, async (client) => {
      // Every active admin is locked first, in one order, whenever this change could remove one: two
      // admins disabling each other at once then take turns, and the second finds itself the last.
      if (changes.disabled === true || changes.role === 'staff') {
        await client.query(`SELECT id FROM users WHERE role = 'admin' AND NOT disabled ORDER BY id FOR UPDATE`);
      }
      const { rows } = await client.query<StaffChanges & { firstName: string; lastName: string }>(
        `SELECT first_name AS "firstName", last_name AS "lastName", role, disabled FROM users WHERE id = $1 AND role IN ('staff', 'admin') FOR UPDATE`,
        [id],
      );
      const before = rows[0];
      if (!before) return false;
      if (before.role === 'admin' && !before.disabled && (changes.disabled === true || changes.role === 'staff')) await this.keepAnAdmin(client, id, changes);
      const changed = changesBetween(before, changes);
      if (Object.keys(changed).length === 0) return true;
      await client.query(
        `UPDATE users SET first_name = COALESCE($2, first_name), last_name = COALESCE($3, last_name), role = COALESCE($4, role),
           disabled = COALESCE($5, disabled), updated_at = now()
         WHERE id = $1`,
        [id, changes.firstName ?? null, changes.lastName ?? null, changes.role ?? null, changes.disabled ?? null],
      );
      const action = changed.disabled ? (changes.disabled ? 'disabled' : 'enabled') : 'updated';
      await recordAudit(client, { actor: by, resource: 'staff', recordId: id, action, changes: changed });
      return true;
    });
    this.accounts.forget(id);
    return found;
  }

  /** Refuses the change when the account is the last active admin (the admins are locked by the caller). */
  private async keepAnAdmin(client: pg.PoolClient, id: string, changes: StaffChanges): Promise<void> {
    const { rows } = await client.query<{ others: number }>(`SELECT count(*)::int AS others FROM users WHERE role = 'admin' AND NOT disabled AND id <> $1`, [
      id,
    ]);
    if (rows[0]!.others === 0) throw new Rejection('conflict', LAST_ADMIN, changes.disabled === true ? 'disabled' : 'role');
  }
}
