import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { type CallHandler, type ExecutionContext, Inject, Injectable, type NestInterceptor } from '@nestjs/common';
import { HTTP_CODE_METADATA } from '@nestjs/common/constants.js';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { catchError, from, mergeMap, type Observable, of, switchMap } from 'rxjs';
import type { Account } from '../auth/account.js';
import { DATABASE_POOL } from '../database/pool.js';
import { writtenByTurn } from '../database/turn-batch.js';
import { LIVE_PROCESSES, ProcessInstance } from '../database/process-instance.js';
import { toErrorResponse } from './http-errors.filter.js';
import { Rejection } from '../event-sourcing/rejection.js';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const KEY = /^[\x21-\x7e]{1,255}$/;
/**
 * A claim this old without an answer is taken over even from a living process (one hung on a lost
 * connection). A claim whose process has died is taken over at once.
 */
export const ABANDONED_AFTER_SECONDS = 60;
const WAIT_STEP_MS = 50;
const WAIT_LIMIT_MS = 30_000;
/** About one claim in this many also clears every expired key, so the table holds about a day of keys. */
const PURGE_EVERY = 500;

/** A key asked for by a request, with what the request says (its fingerprint). */
interface AskedKey {
  scope: string;
  key: string;
  fingerprint: string;
}

/** The key's row as the claim left it: `claimed` when the asking request now holds it. */
interface ClaimRow {
  fingerprint: string;
  status: number | null;
  answer: unknown;
  claimed_by: number | null;
  claimed: boolean;
}

/**
 * Claims a turn's keys ($1, json), for this process ($2), taking over claims abandoned for $3 seconds:
 * a new key is inserted, an expired or abandoned claim is taken over in place, and otherwise the row
 * that holds the key is read (as the statement started). The planner takes json_to_recordset for a
 * hundred rows: joined on them it would read every key of the day to find a turn's few, so each
 * key asked is looked up on its own.
 */
export const CLAIM_KEYS = `WITH asked AS (
    SELECT * FROM json_to_recordset($1::json) AS a(scope text, key text, fingerprint text)
  ), claimed AS (
    INSERT INTO idempotency_keys (scope, key, fingerprint, claimed_by)
    SELECT scope, key, fingerprint, $2 FROM asked ORDER BY scope, key
    ON CONFLICT (scope, key) DO UPDATE
      SET fingerprint = EXCLUDED.fingerprint, claimed_by = EXCLUDED.claimed_by, claimed_at = now(), status = NULL, answer = NULL, completed_at = NULL
      WHERE idempotency_keys.claimed_at < now() - interval '24 hours'
         OR (idempotency_keys.completed_at IS NULL AND idempotency_keys.claimed_at < now() - make_interval(secs => $3))
    RETURNING scope, key, fingerprint, status, answer, claimed_by
  )
  SELECT scope, key, fingerprint, status, answer, claimed_by, true AS claimed FROM claimed
  UNION ALL
  SELECT k.scope, k.key, k.fingerprint, k.status, k.answer, k.claimed_by, false
  FROM asked a CROSS JOIN LATERAL (SELECT * FROM idempotency_keys k WHERE k.scope = a.scope AND k.key = a.key LIMIT 1) k
  WHERE NOT EXISTS (SELECT 1 FROM claimed c WHERE c.scope = k.scope AND c.key = k.key)`;

/**
 * Keeps a turn's answers ($1, json); their scopes and keys come again as arrays ($2, $3), which the
 * planner looks up by the index: joined on json_to_recordset alone it would read every key of the day.
 */
export const KEEP_ANSWERS = `UPDATE idempotency_keys k SET status = a.status, answer = a.answer, completed_at = now()
  FROM json_to_recordset($1::json) AS a(scope text, key text, status integer, answer json)
  WHERE k.scope = ANY($2::text[]) AND k.key = ANY($3::text[]) AND k.scope = a.scope AND k.key = a.key`;

const scopedKey = ({ scope, key }: { scope: string; key: string }) => `${scope}\n${key}`;

/** A request's answer, kept for its key's repeats. */
interface KeptAnswer {
  scope: string;
  key: string;
  status: number;
  answer: unknown;
}

type Claim = { kind: 'claimed' } | { kind: 'answered'; status: number; answer: unknown } | { kind: 'running'; claimedBy: number | null } | { kind: 'mismatch' };

/**
 * The contract's `Idempotency-Key` on writes: scoped to the caller and the path, kept 24 hours. The
 * first request with a key claims it and stores its answer (a 5xx or a 429 is not stored, so a
 * retry runs again); a repeat with the same body gets that answer and changes nothing, waiting for it while
 * the first still runs; a repeat with another body is a 422. A claim whose process died (killed
 * between its work and its answer) is taken over by the repeat at once, which runs the request
 * again: handlers whose effect must not be doubled make that second run find the first one's work
 * (the order placed under a key has an id derived from it).
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  /** The keys a turn's requests bring are claimed in one statement (writtenByTurn). */
  private readonly claimInTurn = writtenByTurn<AskedKey, ClaimRow | undefined>({
    key: scopedKey,
    write: (asked) => this.claimKeys(asked),
  });

  /** The answers of a turn's requests are kept in one statement (writtenByTurn). */
  private readonly keep = writtenByTurn<KeptAnswer, void>({
    key: scopedKey,
    write: async (answers) => {
      // json, not jsonb: a repeat hears the answer as the first request did, keys in their order.
      await this.pool.query({
        name: 'idempotency-answers',
        text: KEEP_ANSWERS,
        values: [JSON.stringify(answers), answers.map((one) => one.scope), answers.map((one) => one.key)],
      });
      return answers.map(() => undefined);
    },
  });

  constructor(
    @Inject(DATABASE_POOL) private readonly pool: pg.Pool,
    private readonly reflector: Reflector,
    private readonly instance: ProcessInstance,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<FastifyRequest & { account?: Account }>();
    const key = request.headers['idempotency-key'];
    if (!WRITES.has(request.method) || key === undefined) return next.handle();
    if (typeof key !== 'string' || !KEY.test(key)) {
      throw new Rejection('invalid', 'Idempotency-Key must be 1 to 255 visible characters', [{ field: 'Idempotency-Key', message: 'Invalid key' }]);
    }
    const scope = `${request.account ? `account:${request.account._id}` : `address:${request.ip}`} ${request.method} ${request.url.split('?')[0]}`;
    const fingerprint = createHash('sha256')
      .update(JSON.stringify({ query: request.query ?? null, body: request.body ?? null }))
      .digest('hex');
    const success = this.reflector.get<number | undefined>(HTTP_CODE_METADATA, context.getHandler()) ?? (request.method === 'POST' ? 201 : 200);
    const reply = context.switchToHttp().getResponse<FastifyReply>();

    return from(this.settle(scope, key, fingerprint)).pipe(
      switchMap((claim) => {
        if (claim.kind === 'mismatch') throw new Rejection('unprocessable', 'This Idempotency-Key was already used for a different request');
        if (claim.kind === 'running') throw new Rejection('conflict', 'A request with this Idempotency-Key is still being processed; try again shortly');
        if (claim.kind === 'answered') {
          void reply.header('idempotent-replayed', 'true');
          if (claim.status >= 400) throw Rejection.answered(claim.status, ...errorParts(claim.answer));
          return of(claim.answer);
        }
        return next.handle().pipe(
          mergeMap(async (answer) => {
            await this.store(scope, key, success, answer ?? null);
            return answer;
          }),
          catchError(async (error: unknown) => {
            const { status, body } = toErrorResponse(error);
            // A 5xx or a 429 holds for now only: a retry with the key must run again, not hear it for a day.
            if (status < 500 && status !== 429) await this.store(scope, key, status, body);
            else await this.pool.query('DELETE FROM idempotency_keys WHERE scope = $1 AND key = $2 AND completed_at IS NULL', [scope, key]);
            throw error;
          }),
        );
      }),
    );
  }

  /** Claims the key, or waits for the answer of the request that holds it. */
  private async settle(scope: string, key: string, fingerprint: string): Promise<Claim> {
    const deadline = Date.now() + WAIT_LIMIT_MS;
    for (;;) {
      const claim = await this.claim(scope, key, fingerprint);
      if (claim.kind !== 'running' || Date.now() > deadline) return claim;
      if (claim.claimedBy !== null && claim.claimedBy !== this.instance.key && (await this.takeOverFromTheDead(scope, key, claim.claimedBy))) {
        return { kind: 'claimed' };
      }
      await sleep(WAIT_STEP_MS);
    }
  }

  private async claim(scope: string, key: string, fingerprint: string): Promise<Claim> {
    if (Math.random() < 1 / PURGE_EVERY) await this.pool.query("DELETE FROM idempotency_keys WHERE claimed_at < now() - interval '24 hours'");
    const row = await this.claimInTurn({ scope, key, fingerprint });
    if (!row) return { kind: 'running', claimedBy: null }; // claimed meanwhile by a request the statement could not see yet: look again
    if (row.claimed) return { kind: 'claimed' };
    if (row.fingerprint !== fingerprint) return { kind: 'mismatch' };
    return row.status === null ? { kind: 'running', claimedBy: row.claimed_by } : { kind: 'answered', status: row.status, answer: row.answer };
  }

  /** Claims keys in one statement (CLAIM_KEYS). */
  private async claimKeys(asked: readonly AskedKey[]): Promise<(ClaimRow | undefined)[]> {
    const { rows } = await this.pool.query<ClaimRow & { scope: string; key: string }>({
      name: 'idempotency-claims',
      text: CLAIM_KEYS,
      values: [JSON.stringify(asked), this.instance.key, ABANDONED_AFTER_SECONDS],
    });
    const byKey = new Map(rows.map((row) => [scopedKey(row), row]));
    return asked.map((one) => byKey.get(scopedKey(one)));
  }

  /** The claim becomes ours when the process that holds it is dead; of two repeats racing for it, one wins. */
  private async takeOverFromTheDead(scope: string, key: string, holder: number): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      `UPDATE idempotency_keys SET claimed_by = $4, claimed_at = now()
       WHERE scope = $1 AND key = $2 AND completed_at IS NULL AND claimed_by = $3 AND claimed_by NOT IN (${LIVE_PROCESSES})`,
      [scope, key, holder, this.instance.key],
    );
    return rowCount === 1;
  }

  private store(scope: string, key: string, status: number, answer: unknown): Promise<void> {
    return this.keep({ scope, key, status, answer });
  }
}

function errorParts(answer: unknown): [string, { field: string; message: string }[]?] {
  const { message, errors } = (answer ?? {}) as { message?: string; errors?: { field: string; message: string }[] };
  return [message ?? 'Request failed', errors];
}
