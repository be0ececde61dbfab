/**
 * The test suite's shops hash passwords at the least cost argon2 allows (PASSWORD_HASH_COST=test):
 * they sign up and log in hundreds of accounts, and at argon2's defaults each takes a noticeable
 * share of a second of both cores. A shop started as production keeps the standard cost, the only
 * one production accepts.
 */
export const testPasswordCost = (env: Record<string, string | undefined>): { PASSWORD_HASH_COST: string } => ({
  PASSWORD_HASH_COST: env.NODE_ENV === 'production' ? 'standard' : 'test',
});
