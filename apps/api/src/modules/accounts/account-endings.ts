import type { DbOrTx } from '#db/types.ts';

/**
 * What the end of an account (deactivation, deletion) must also end in the modules that build on accounts: the
 * provider subscription (billing) and the sessions (auth). Accounts cannot import them, as they import accounts; the
 * caller hands it their faces' functions, bound to the one account (docs/decisions/0300-one-home-for-access.md).
 */
export interface AccountEndings {
  /**
   * Before anything is written: ends a subscription still billed at a provider. Throws when the provider refuses, and
   * then nothing changes. True when a provider was asked.
   */
  endProviderBilling(): Promise<boolean>;
  /** In the deactivation's transaction: the subscription ended by the provider is marked so (no access, no deletion). */
  markBillingEnded(tx: DbOrTx): Promise<void>;
  /** In the deactivation's transaction: every refresh token of the account stops working. */
  endSessions(tx: DbOrTx): Promise<void>;
  /** After the deactivation committed, when the provider billing was ended: the member is told. */
  tellBillingEnded(): Promise<void>;
}
