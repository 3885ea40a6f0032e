import type { Database } from '../../db/types.ts';
import { countAccounts, createAccount, findAccountByUsernameOrEmail } from '../../modules/accounts/index.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import type { Storage } from '../../lib/storage/index.ts';
import { seedCatalogue, type CatalogueReport } from './catalogue.ts';
import { seedCommunity, type CommunityReport } from './community.ts';
import { seedPromoVideo } from './promo-video.ts';
import { seedDemoTake } from './demo-take.ts';

export interface SeedReport {
  /** Demo accounts by username. */
  created: string[];
  existing: string[];
  catalogue: CatalogueReport;
  /** Forum threads and private lessons. */
  community: CommunityReport;
  /** Whether the home page's promo video was set to the demo promo (only while the owner has chosen none). */
  promoVideoSet: boolean;
  /** Whether the demo student's answered take was created (issue 33). */
  demoTakeCreated: boolean;
}

/** Idempotent: creates what is missing and leaves what exists. Later issues add their demo content here. */
export async function seedDemo(db: Database, storage: Storage): Promise<SeedReport> {
  const report: SeedReport = {
    created: [],
    existing: [],
    catalogue: { created: [], existing: 0 },
    community: { created: [], existing: 0 },
    promoVideoSet: false,
    demoTakeCreated: false,
  };
  for (const account of DEMO_ACCOUNTS) {
    const found = await findAccountByUsernameOrEmail(db, account.username, account.email);
    if (found.length) {
      report.existing.push(account.username);
      continue;
    }
    await createAccount(db, account);
    report.created.push(account.username);
  }
  report.catalogue = await seedCatalogue(db, storage);
  report.community = await seedCommunity(db, storage);
  // After the catalogue: the take was played over one of its backing tracks.
  report.demoTakeCreated = await seedDemoTake(db, storage);
  // After the catalogue, which copies the promo file into storage.
  report.promoVideoSet = await seedPromoVideo(db);
  return report;
}

export async function isEmpty(db: Database): Promise<boolean> {
  return (await countAccounts(db)) === 0;
}
