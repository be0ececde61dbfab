import argon2 from 'argon2';

export const hashPassword = (password: string) => argon2.hash(password, { type: argon2.argon2id });

// Verified against when the email is unknown, so both failures take as long.
const UNKNOWN_ACCOUNT_HASH = argon2.hash('no-such-account-0', { type: argon2.argon2id });

export async function verifyPassword(hash: string | undefined, password: string): Promise<boolean> {
  try {
    return (await argon2.verify(hash ?? (await UNKNOWN_ACCOUNT_HASH), password)) && hash !== undefined;
  } catch {
    return false;
  }
}
