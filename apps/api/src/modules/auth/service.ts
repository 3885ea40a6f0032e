import crypto from 'node:crypto';
import {
  PASSWORD_RESET_DONE_MESSAGE,
  PASSWORDS_DONT_MATCH,
  passwordProblems,
  type PasswordResetConfirm,
  type TokenPair,
} from '@gjs/shared';
import type { Deps } from '../../core/module.ts';
import type { DbOrTx } from '../../db/types.ts';
import { UnauthorizedError, ValidationError } from '../../lib/errors.ts';
import { hashToken, newOpaqueToken } from '../../lib/secrets.ts';
import {
  endEarlierAccessTokens,
  hashPassword,
  recordLogin,
  setPasswordHash,
  verifyAgainstDummy,
  verifyPassword,
} from '../accounts/index.ts';
import * as repo from './repository.ts';
import { passwordResetEmail } from './password-reset-email.ts';
import { recipientLanguage } from '../profile/index.ts';

export const INVALID_CREDENTIALS = 'Invalid username/email or password.';
export const INVALID_REFRESH = 'Token is invalid or expired';
export const INVALID_RESET_LINK = 'The password reset link is invalid or has expired.';

export type AuthDeps = Deps<'db' | 'config' | 'accessTokens' | 'mailer' | 'log'>;

async function issueTokens(
  deps: Pick<AuthDeps, 'config' | 'accessTokens'> & { db: DbOrTx },
  userId: number,
  familyId: string,
): Promise<TokenPair> {
  const refresh = newOpaqueToken();
  await repo.insertRefreshToken(deps.db, {
    userId,
    familyId,
    tokenHash: refresh.hash,
    expiresAt: new Date(Date.now() + deps.config.refreshTokenTtlSeconds * 1000),
  });
  return { access: await deps.accessTokens.sign(userId), refresh: refresh.token };
}

export async function login(deps: AuthDeps, loginName: string, password: string): Promise<TokenPair> {
  const user = await repo.findUserByLogin(deps.db, loginName.trim());
  const ok = user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDummy(password);
  if (!user || !ok || !user.isActive) throw new UnauthorizedError(INVALID_CREDENTIALS);
  await recordLogin(deps.db, user.id);
  return issueTokens(deps, user.id, crypto.randomUUID());
}

/**
 * Rotates a refresh token. A token presented a second time means it was stolen or replayed: the whole family of
 * that login is revoked, so both the thief and the owner must log in again.
 */
export async function refresh(deps: AuthDeps, token: string): Promise<TokenPair> {
  const outcome = await deps.db.transaction(async (tx) => {
    const row = await repo.findRefreshTokenForUpdate(tx, hashToken(token));
    if (!row || row.revokedAt || row.expiresAt <= new Date()) return undefined;
    if (row.usedAt) {
      await repo.revokeRefreshFamily(tx, row.familyId);
      await endEarlierAccessTokens(tx, row.userId);
      return 'reused' as const;
    }
    const user = await repo.findUserById(tx, row.userId);
    if (!user?.isActive) return undefined;
    await repo.markRefreshTokenUsed(tx, row.id);
    return issueTokens(
      { db: tx, config: deps.config, accessTokens: deps.accessTokens },
      row.userId,
      row.familyId,
    );
  });
  if (!outcome || outcome === 'reused') throw new UnauthorizedError(INVALID_REFRESH);
  return outcome;
}

/** Ends the login of this refresh token, and with it every access token the account holds so far. */
export async function logout(deps: AuthDeps, token: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const row = await repo.findRefreshTokenForUpdate(tx, hashToken(token));
    if (!row) return;
    await repo.revokeRefreshFamily(tx, row.familyId);
    await endEarlierAccessTokens(tx, row.userId);
  });
}

export function encodeUid(userId: number): string {
  return Buffer.from(String(userId)).toString('base64url');
}

function decodeUid(uid: string): number | undefined {
  const id = Number(Buffer.from(uid, 'base64url').toString('utf8'));
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** Runs after the request is answered (routes.ts): an unknown or inactive address gets nothing. */
export async function sendPasswordResetLink(deps: AuthDeps, email: string): Promise<void> {
  const user = await repo.findUserByEmail(deps.db, email);
  if (user?.isActive) {
    const reset = newOpaqueToken();
    await repo.insertPasswordResetToken(deps.db, {
      userId: user.id,
      tokenHash: reset.hash,
      expiresAt: new Date(Date.now() + deps.config.passwordResetTtlSeconds * 1000),
    });
    const link = `${deps.config.publicUrl}/reset-password/${encodeUid(user.id)}/${reset.token}`;
    const language = await recipientLanguage(deps.db, user.id);
    // A failed delivery must answer like an unknown address: an error here would reveal that the account exists.
    await deps.mailer
      .send({
        to: user.email,
        ...passwordResetEmail(user.username, link, deps.config.passwordResetTtlSeconds, language),
      })
      .catch((error: unknown) => deps.log?.error({ err: error }, 'password reset mail could not be sent'));
  }
}

/** Single-use and expiring: a used link, an expired one or one for another user is refused the same way. */
export async function confirmPasswordReset(deps: AuthDeps, input: PasswordResetConfirm): Promise<string> {
  if (input.new_password !== input.confirm_password) {
    throw new ValidationError(PASSWORDS_DONT_MATCH, { non_field_errors: [PASSWORDS_DONT_MATCH] });
  }
  const userId = decodeUid(input.uid);
  const invalid = new ValidationError(INVALID_RESET_LINK, { non_field_errors: [INVALID_RESET_LINK] });
  await deps.db.transaction(async (tx) => {
    const row = await repo.findPasswordResetTokenForUpdate(tx, hashToken(input.token));
    if (!row || row.userId !== userId || row.usedAt || row.expiresAt <= new Date()) throw invalid;
    const user = await repo.findUserById(tx, row.userId);
    if (!user?.isActive) throw invalid;
    const problems = passwordProblems(input.new_password, [user.username, user.email.split('@')[0] ?? '']);
    if (problems.length) throw new ValidationError(problems[0]!, { new_password: problems });
    await setPasswordHash(tx, user.id, await hashPassword(input.new_password));
    await repo.markPasswordResetTokensUsed(tx, user.id);
    await repo.revokeAllRefreshTokens(tx, user.id);
  });
  return PASSWORD_RESET_DONE_MESSAGE;
}
