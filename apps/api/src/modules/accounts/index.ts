/**
 * Accounts: the one module that writes `users` (README.md in this folder). It has no routes of its own; auth,
 * profile, billing, the admin console, the CLI and the seed reach accounts through this face.
 */
export { accountGrantsAccess, subscriptionGrantsAccess } from './access-rule.ts';
export {
  accountQuery,
  expireEndedComplimentary,
  listEndedCancellations,
  listGraceEnded,
  findAccountWithAccess,
  type Account,
  type AccountRow,
  type CurrentUser,
} from './access-repository.ts';
export {
  accountProblems,
  AccountTaken,
  createAccount,
  type InitialSubscription,
  type NewAccount,
} from './new-account.ts';
export { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords.ts';
export type { AccountEndings } from './account-endings.ts';
export { deleteAccount, updateAccountFlags, type AccountsDeps } from './account-lifecycle.ts';
export {
  countAccounts,
  endEarlierAccessTokens,
  enableLessons,
  findAccountByUsernameOrEmail,
  findUserByUsername,
  idsByUsername,
  listActiveStaff,
  recordLogin,
  setPasswordHash,
  updateContactDetails,
  type AccountFlags,
  type ContactDetails,
} from './repository.ts';
