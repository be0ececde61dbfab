import { createHash, createHmac, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { OTP_LENGTH, OTP_MAX_ATTEMPTS, OTP_VALID_MINUTES } from '@petshop/contract';
import type pg from 'pg';
import { CONFIG, type Config } from '../../platform/config.js';
import { DATABASE_POOL, withTransaction } from '../../platform/database/pool.js';
import { normaliseEmail } from '../users.repository.js';

type Queryable = Pick<pg.PoolClient, 'query'>;

/** How long the token a verified code is exchanged for sets a new password: time to choose one, not to keep. */
export const RESET_TOKEN_MINUTES = 15;

export type CodeCheck =
  | { outcome: 'verified'; token: string }
  /** A wrong code, counted; none left: this try spent it. */
  | { outcome: 'incorrect'; attemptsLeft: number }
  | { outcome: 'spent' }
  | { outcome: 'expired' };

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');
/** The codes and tokens a submitted email's row is found by: hashed, so what a visitor types is not stored. */
export const emailHash = (email: string) => sha256(normaliseEmail(email));

/**
 * Password-reset codes and the reset tokens they are exchanged for, in Postgres (see migration
 * 0032_password-reset). A code is kept as an HMAC under a key of its own derived from JWT_SECRET,
 * with its id: a copy of the table alone does not give the codes away, 10,000 guesses each or not.
 */
@Injectable()
export class PasswordResetCodes {
  private readonly key: Buffer;

  constructor(
    @Inject(DATABASE_POOL) private readonly pool: pg.Pool,
    @Inject(CONFIG) config: Config,
  ) {
    this.key = createHmac('sha256', config.JWT_SECRET).update('password-reset-code').digest();
  }

  private codeHash = (codeId: string, code: string) => createHmac('sha256', this.key).update(`${codeId}:${code}`).digest();

  /**
   * A new code for the email, replacing any earlier one, for the account it names (null: a code
   * nobody is sent, kept so that trying codes for an unknown email answers as for a known one).
   * Runs on the caller's transaction so the mail that carries the code commits with it.
   */
  async issue(db: Queryable, email: string, userId: string | null): Promise<{ codeId: string; code: string }> {
    const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
    const codeId = randomUUID();
    // Codes and tokens long past their time go as new ones come: nothing else reads them.
    await db.query({
      name: 'password-reset-sweep',
      text: `WITH codes AS (DELETE FROM password_reset_codes WHERE expires_at < now() - interval '1 day')
             DELETE FROM password_reset_tokens WHERE expires_at < now() - interval '1 day'`,
    });
    await db.query({
      name: 'password-reset-issue',
      text: `INSERT INTO password_reset_codes (email_hash, user_id, code_id, code_hash, expires_at)
             VALUES ($1, $2, $3, $4, now() + make_interval(mins => $5))
             ON CONFLICT (email_hash) DO UPDATE SET user_id = EXCLUDED.user_id, code_id = EXCLUDED.code_id, code_hash = EXCLUDED.code_hash,
               attempts = 0, created_at = now(), expires_at = EXCLUDED.expires_at`,
      values: [emailHash(email), userId, codeId, this.codeHash(codeId, code).toString('base64url'), OTP_VALID_MINUTES],
    });
    return { codeId, code };
  }

  /**
   * Tries a code. A right one is spent and exchanged for a reset token; a wrong one counts, and the
   * fifth spends the code. Tries of one code are taken one at a time (the row is locked), so no
   * sixth slips in beside the fifth, and a wrong try is committed before it is answered.
   */
  check(email: string, code: string): Promise<CodeCheck> {
    return withTransaction(this.pool, async (client) => {
      const { rows } = await client.query<{ codeId: string; codeHash: string; attempts: number; expired: boolean; userId: string | null }>(
        `SELECT c.code_id AS "codeId", c.code_hash AS "codeHash", c.attempts, c.expires_at <= now() AS expired,
                CASE WHEN u.disabled THEN NULL ELSE u.id::text END AS "userId"
         FROM password_reset_codes c LEFT JOIN users u ON u.id = c.user_id
         WHERE c.email_hash = $1 FOR UPDATE OF c`,
        [emailHash(email)],
      );
      const found = rows[0];
      if (!found) return { outcome: 'expired' };
      if (found.attempts >= OTP_MAX_ATTEMPTS) return { outcome: 'spent' };
      if (found.expired) return { outcome: 'expired' };
      // A code for an email no account has (or one disabled since) is never right, whatever is typed.
      const right = timingSafeEqual(this.codeHash(found.codeId, code), Buffer.from(found.codeHash, 'base64url')) && found.userId !== null;
      if (!right) {
        const counted = await client.query<{ attempts: number }>(
          'UPDATE password_reset_codes SET attempts = attempts + 1 WHERE email_hash = $1 RETURNING attempts',
          [emailHash(email)],
        );
        return { outcome: 'incorrect', attemptsLeft: OTP_MAX_ATTEMPTS - counted.rows[0]!.attempts };
      }
      await client.query('DELETE FROM password_reset_codes WHERE email_hash = $1', [emailHash(email)]);
      const token = randomBytes(32).toString('base64url');
      await client.query('INSERT INTO password_reset_tokens (token_hash, user_id, expires_at) VALUES ($1, $2, now() + make_interval(mins => $3))', [
        sha256(token),
        found.userId,
        RESET_TOKEN_MINUTES,
      ]);
      return { outcome: 'verified', token };
    });
  }

  /** Spends a reset token, live or not: the account it was issued to while it is live, else null. On the caller's transaction. */
  async spendToken(db: Queryable, token: string): Promise<string | null> {
    const { rows } = await db.query<{ userId: string; live: boolean }>(
      'DELETE FROM password_reset_tokens WHERE token_hash = $1 RETURNING user_id::text AS "userId", expires_at > now() AS live',
      [sha256(token)],
    );
    return rows[0]?.live ? rows[0].userId : null;
  }

  /** Once a password is set, no code or reset token issued before it is any use. */
  async forgetAccount(db: Queryable, userId: string): Promise<void> {
    await db.query('DELETE FROM password_reset_tokens WHERE user_id = $1', [userId]);
    await db.query('DELETE FROM password_reset_codes WHERE user_id = $1', [userId]);
  }
}
