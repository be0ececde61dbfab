import { Inject, Injectable } from '@nestjs/common';
import { CONFIG, type Config } from '../platform/config.js';
import { clientAddressKey } from '../platform/rate-limits/client-address.js';
import { RateWindows } from '../platform/rate-limits/rate-windows.js';
import { emailCounterKeys } from './email-counters.js';

/**
 * Login attempts are limited per submitted email (failed attempts in a window, LOGIN_FAILURES_PER_ACCOUNT)
 * and per client address (all attempts per minute), in Redis so that every API instance shares them.
 * Failures count per email whether or not an account has it, so an unknown email meets the same
 * lockout, at the same count, as a known one: the answer never tells which addresses are customers'.
 */
@Injectable()
export class LoginThrottle {
  constructor(
    private readonly windows: RateWindows,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  // The email is an HMAC (email-counters.ts): any string of up to 254 characters may arrive, and Redis need not hold them.
  private emailKey = (email: string) => emailCounterKeys(this.config, email).loginFailures;
  private addressKey = (address: string) => `${this.config.REDIS_PREFIX}:login-attempts:${clientAddressKey(address)}`;

  /**
   * Counts this attempt against the address; when the email or the address is over its limit,
   * answers the seconds until the attempt may be made again (else null).
   */
  async blocked(email: string, address: string): Promise<number | null> {
    const [attempts, failures] = await Promise.all([
      this.windows.take([{ key: this.addressKey(address), limit: this.config.LOGIN_ATTEMPTS_PER_ADDRESS_PER_MINUTE, windowSeconds: 60 }]),
      this.windows.peek(this.emailKey(email)),
    ]);
    const waits = [
      ...(attempts.allowed ? [] : [attempts.retryAfterSeconds]),
      ...(failures.used >= this.config.LOGIN_FAILURES_PER_ACCOUNT ? [failures.retryAfterSeconds] : []),
    ];
    return waits.length ? Math.max(...waits) : null;
  }

  async failed(email: string): Promise<void> {
    await this.windows.take([{ key: this.emailKey(email), limit: Number.MAX_SAFE_INTEGER, windowSeconds: this.config.LOGIN_FAILURE_WINDOW_MINUTES * 60 }]);
  }
}
