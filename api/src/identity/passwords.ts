import { Inject, Injectable } from '@nestjs/common';
import argon2 from 'argon2';
import { CONFIG, type Config } from '../platform/config.js';

/**
 * argon2id at argon2's own defaults (64 MiB, 3 passes, 4 lanes), or at the least it allows
 * (PASSWORD_HASH_COST=test, which production refuses) for the test suite, which signs up hundreds
 * of accounts. A hash names its own parameters, so it verifies whatever the setting is now.
 */
const COSTS = {
  standard: { type: argon2.argon2id },
  test: { type: argon2.argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 },
} as const;

@Injectable()
export class Passwords {
  private readonly options: (typeof COSTS)[keyof typeof COSTS];
  /** Verified against when the email is unknown, so both failures take as long. */
  private readonly unknownAccountHash: Promise<string>;

  constructor(@Inject(CONFIG) config: Pick<Config, 'PASSWORD_HASH_COST'>) {
    this.options = COSTS[config.PASSWORD_HASH_COST];
    this.unknownAccountHash = this.hash('no-such-account-0');
  }

  hash(password: string): Promise<string> {
    return argon2.hash(password, this.options);
  }

  async verify(hash: string | undefined, password: string): Promise<boolean> {
    try {
      return (await argon2.verify(hash ?? (await this.unknownAccountHash), password)) && hash !== undefined;
    } catch {
      return false;
    }
  }
}
