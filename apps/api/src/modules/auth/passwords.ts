import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 defaults to Argon2id (DECISIONS 10); the costs are OWASP's recommended minimum.
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Spends the same time as a real check when the user does not exist, so timing does not reveal accounts. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('not-a-real-password-but-same-cost');
  await verifyPassword(await dummyHash, password);
  return false;
}
