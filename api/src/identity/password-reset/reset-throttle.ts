import { Inject, Injectable } from '@nestjs/common';
import { CONFIG, type Config } from '../../platform/config.js';
import { clientAddressKey } from '../../platform/rate-limits/client-address.js';
import { RateWindows, type Window } from '../../platform/rate-limits/rate-windows.js';
import { emailCounterKeys } from '../email-counters.js';

const MINUTE = 60;

/** The 429's words: how long, roughly; `Retry-After` carries the seconds. */
export function tooManyResetAttempts(seconds: number): string {
  const wait = seconds < 90 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${Math.ceil(seconds / 60)} minutes`;
  return `Too many password reset attempts. Please try again in ${wait}.`;
}

/**
 * Password reset's limits, in Redis so that every API instance shares them: per submitted email,
 * the codes asked for and the wrong codes tried in a window (PASSWORD_RESET_WINDOW_MINUTES); per
 * client address, forgot-password and verify-otp requests together per minute. An email counts
 * whether or not an account has it, so a refusal tells nobody which addresses are customers'.
 *
 * With the code's own five tries, the wrong codes per email bound guessing: at the defaults, 10
 * guesses an hour of 10,000 codes.
 */
@Injectable()
export class PasswordResetThrottle {
  constructor(
    private readonly windows: RateWindows,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  // The email is an HMAC (email-counters.ts): any string of up to 254 characters may arrive, and Redis need not hold them.
  private emailKey = (count: 'codes' | 'failures', email: string) => {
    const keys = emailCounterKeys(this.config, email);
    return count === 'codes' ? keys.resetCodes : keys.resetFailures;
  };

  private addressWindow = (address: string): Window => ({
    key: `${this.config.REDIS_PREFIX}:password-reset:address:${clientAddressKey(address)}`,
    limit: this.config.PASSWORD_RESET_REQUESTS_PER_ADDRESS_PER_MINUTE,
    windowSeconds: MINUTE,
  });

  private get windowSeconds() {
    return this.config.PASSWORD_RESET_WINDOW_MINUTES * MINUTE;
  }

  /**
   * Counts a request for a code against the email and, when a visitor asks (not staff), the client
   * address; answers the seconds to wait when either is over its limit (and then counts it in neither).
   */
  async codeRequested(email: string, address: string | null): Promise<number | null> {
    const windows: Window[] = [{ key: this.emailKey('codes', email), limit: this.config.PASSWORD_RESET_CODES_PER_ACCOUNT, windowSeconds: this.windowSeconds }];
    if (address !== null) windows.push(this.addressWindow(address));
    const taken = await this.windows.take(windows);
    return taken.allowed ? null : taken.retryAfterSeconds;
  }

  /** Counts a try of a code against the address; answers the seconds to wait when the address or the email's wrong codes are over their limit. */
  async verifyBlocked(email: string, address: string): Promise<number | null> {
    const [attempts, failures] = await Promise.all([this.windows.take([this.addressWindow(address)]), this.windows.peek(this.emailKey('failures', email))]);
    const waits = [
      ...(attempts.allowed ? [] : [attempts.retryAfterSeconds]),
      ...(failures.used >= this.config.PASSWORD_RESET_FAILURES_PER_ACCOUNT ? [failures.retryAfterSeconds] : []),
    ];
    return waits.length ? Math.max(...waits) : null;
  }

  async wrongCode(email: string): Promise<void> {
    await this.windows.take([{ key: this.emailKey('failures', email), limit: Number.MAX_SAFE_INTEGER, windowSeconds: this.windowSeconds }]);
  }
}
