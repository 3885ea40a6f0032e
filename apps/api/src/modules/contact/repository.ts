import { contactMessages } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../db/types.ts';

export async function insertMessage(
  db: DbOrTx,
  values: Pick<typeof contactMessages.$inferInsert, 'name' | 'email' | 'message'>,
): Promise<number> {
  const [row] = await db.insert(contactMessages).values(values).returning({ id: contactMessages.id });
  return row!.id;
}
