import { eq } from 'drizzle-orm';
import { profiles } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../db/types.ts';
import { mailLanguage, type MailLanguage } from '../../lib/mail-language.ts';

/** The language a member's e-mails are written in: their profile's language (english when they have none). */
export async function recipientLanguage(db: DbOrTx, userId: number): Promise<MailLanguage> {
  const [row] = await db
    .select({ language: profiles.language })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .limit(1);
  return mailLanguage(row?.language);
}
