import { applyDecorators, type CanActivate, type ExecutionContext, Inject, Injectable, SetMetadata, UseGuards } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiResponse } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { Account } from '../auth/account.js';
import { CONFIG, type Config } from '../config.js';
import { Rejection } from '../event-sourcing/rejection.js';
import { clientAddressKey } from './client-address.js';
import { RateWindows, type Window } from './rate-windows.js';

/** The writes a visitor or customer can repeat, each limited per client address (and per account) per minute. */
const LIMITED_WRITES = {
  signup: { noun: 'sign-ups', perAddress: 'SIGNUPS_PER_ADDRESS_PER_MINUTE' },
  contact: { noun: 'messages', perAddress: 'CONTACT_MESSAGES_PER_ADDRESS_PER_MINUTE' },
  newsletter: { noun: 'newsletter sign-ups', perAddress: 'NEWSLETTER_SUBSCRIPTIONS_PER_ADDRESS_PER_MINUTE' },
  review: { noun: 'reviews', perAddress: 'REVIEWS_PER_ADDRESS_PER_MINUTE', perAccount: 'REVIEWS_PER_ACCOUNT_PER_MINUTE' },
  upload: { noun: 'uploads', perAddress: 'UPLOADS_PER_ADDRESS_PER_MINUTE', perAccount: 'UPLOADS_PER_ACCOUNT_PER_MINUTE' },
} as const satisfies Record<string, { noun: string; perAddress: keyof Config; perAccount?: keyof Config }>;

export type LimitedWrite = keyof typeof LIMITED_WRITES;

const WRITE_LIMIT = 'write-limit';
const MINUTE = 60;

export const tooManyWrites = (write: LimitedWrite, seconds: number) =>
  `Too many ${LIMITED_WRITES[write].noun} in a short time. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;

/**
 * Counts a limited write against its client address and, when a caller is signed in and the write
 * has one, its account, in Redis (shared by every API instance); over either limit it is a 429 with
 * Retry-After. A guard, so it runs before the body is parsed or the Idempotency-Key is claimed: a
 * refusal costs nothing and is never kept as a key's answer.
 */
@Injectable()
export class WriteLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly windows: RateWindows,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const write = this.reflector.get<LimitedWrite>(WRITE_LIMIT, context.getHandler());
    const request = context.switchToHttp().getRequest<FastifyRequest & { account?: Account }>();
    const limits: { perAddress: keyof Config; perAccount?: keyof Config } = LIMITED_WRITES[write];
    const prefix = `${this.config.REDIS_PREFIX}:write-limit:${write}`;
    const windows: Window[] = [{ key: `${prefix}:address:${clientAddressKey(request.ip)}`, limit: this.limit(limits.perAddress), windowSeconds: MINUTE }];
    if (request.account && limits.perAccount) {
      windows.push({ key: `${prefix}:account:${request.account._id}`, limit: this.limit(limits.perAccount), windowSeconds: MINUTE });
    }
    const taken = await this.windows.take(windows);
    if (!taken.allowed) throw new Rejection('too_many_requests', tooManyWrites(write, taken.retryAfterSeconds), undefined, taken.retryAfterSeconds);
    return true;
  }

  private limit = (setting: keyof Config) => this.config[setting] as number;
}

/**
 * The route is a limited write. Put it above the route's @Auth or @OptionalAuth: decorators apply
 * from the bottom up, so its guard then runs after the one that finds the caller's account.
 */
export const WriteLimit = (write: LimitedWrite) =>
  applyDecorators(
    SetMetadata(WRITE_LIMIT, write),
    UseGuards(WriteLimitGuard),
    ApiResponse({
      status: 429,
      description: `Too many ${LIMITED_WRITES[write].noun} from this address or account in a minute; Retry-After says when to try again`,
    }),
  );
