import type { Database, Transaction } from '#db/types.ts';
import type { Storage } from '#lib/storage/types.ts';
import { takeFilesOfAccount } from '../takes/index.ts';
import type { AccountEndings } from './account-endings.ts';
import * as repo from './repository.ts';

export interface AccountsDeps {
  db: Database;
  storage: Storage;
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

type Alongside = (tx: Transaction, providerEnded: boolean) => Promise<void>;

/**
 * Sets the account's flags. Deactivating ends the provider billing first (a refusal throws and changes nothing,
 * docs/decisions/0106-deactivation-ends-provider-billing.md), then, with the flags and `alongside` in one
 * transaction, the sessions; the member is told after commit. Answers whether the provider billing was ended.
 */
export async function updateAccountFlags(
  deps: AccountsDeps,
  endings: AccountEndings,
  userId: number,
  flags: repo.AccountFlags,
  alongside: Alongside,
): Promise<boolean> {
  const deactivating = flags.isActive === false;
  const providerEnded = deactivating && (await endings.endProviderBilling());
  await deps.db.transaction(async (tx) => {
    await repo.updateFlags(tx, userId, flags);
    if (deactivating) await endings.endSessions(tx);
    // Marked ended, not cancelled: the period-end job deletes cancelled accounts, and deactivation can be undone.
    if (providerEnded) await endings.markBillingEnded(tx);
    await alongside(tx, providerEnded);
  });
  if (providerEnded) {
    await endings
      .tellBillingEnded()
      .catch((err: unknown) => deps.log.error({ err, userId }, 'cancellation mail not sent'));
  }
  return providerEnded;
}

/**
 * Deletes an account with all its data (decision 0404): `endBillingFirst` (billing's provider subscription, when one
 * may still run) before anything is deleted, then the rows (they cascade) with `alongside` in one transaction, then
 * the profile image and the files of the member's takes leave the storage (their keys are read in the transaction,
 * before the rows cascade away). Billing's own flows, which end the provider subscription themselves, pass no
 * `endBillingFirst`.
 */
export async function deleteAccount(
  deps: AccountsDeps,
  userId: number,
  opts: { endBillingFirst?: AccountEndings['endProviderBilling']; alongside?: Alongside } = {},
): Promise<boolean> {
  const providerEnded = (await opts.endBillingFirst?.()) ?? false;
  const files = await deps.db.transaction(async (tx) => {
    await opts.alongside?.(tx, providerEnded);
    const takeFiles = await takeFilesOfAccount(tx, userId);
    const image = await repo.deleteUser(tx, userId);
    return image ? [image, ...takeFiles] : takeFiles;
  });
  for (const key of files) {
    await deps.storage
      .delete(key)
      .catch((err: unknown) => deps.log.error({ err, userId, key }, 'file of a deleted account not removed'));
  }
  deps.log.info({ userId }, 'account deleted');
  return providerEnded;
}
