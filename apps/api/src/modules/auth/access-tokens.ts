import { SignJWT, jwtVerify } from 'jose';

export interface AccessClaims {
  userId: number;
  /** Seconds since the epoch when the token was signed (for a per-account "tokens valid after" check). */
  issuedAt: number;
}

/**
 * Whether a token signed at `issuedAt` predates the account's "tokens valid after" time. Tokens carry their signing
 * time to the millisecond, so a login right after a logout or password reset is not caught in the same second.
 */
export function signedBefore(issuedAt: number, validAfter: Date | null): boolean {
  return validAfter !== null && Math.round(issuedAt * 1000) < validAfter.getTime();
}

/** Verified tokens kept, so that a member's following requests skip the signature check until the token expires. */
const VERIFIED_KEPT = 10_000;

/** Short-lived signed access tokens (HS256); the user row is read on each request, so revocation is immediate. */
export function createAccessTokens(secret: string, ttlSeconds: number) {
  const key = new TextEncoder().encode(secret);
  // A token's signature and expiry never change: a verified token stays valid until its `exp`, checked on each use.
  const verified = new Map<string, AccessClaims & { expiresAt: number }>();
  return {
    async sign(userId: number): Promise<string> {
      return new SignJWT({ typ: 'access' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuedAt(Date.now() / 1000)
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(key);
    },
    async verify(token: string): Promise<AccessClaims | undefined> {
      const known = verified.get(token);
      if (known) {
        if (known.expiresAt > Date.now() / 1000) return { userId: known.userId, issuedAt: known.issuedAt };
        verified.delete(token);
        return undefined;
      }
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const userId = Number(payload.sub);
        if (payload['typ'] !== 'access' || !Number.isInteger(userId) || payload.exp === undefined)
          return undefined;
        const claims = { userId, issuedAt: payload.iat ?? 0 };
        if (verified.size >= VERIFIED_KEPT) verified.delete(verified.keys().next().value!);
        verified.set(token, { ...claims, expiresAt: payload.exp });
        return claims;
      } catch {
        return undefined;
      }
    },
  };
}
export type AccessTokens = ReturnType<typeof createAccessTokens>;
