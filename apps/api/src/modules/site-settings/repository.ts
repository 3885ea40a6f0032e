import { sql } from 'drizzle-orm';
import { siteSettings } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../db/types.ts';

export async function readAll(db: DbOrTx): Promise<{ key: string; value: unknown }[]> {
  // Read as JSON text and parse here: the drivers hand back a parsed jsonb string, which drizzle parses a second
  // time, so a text setting such as the postal code '10435' would come back as the number 10435.
  const rows = await db
    .select({ key: siteSettings.key, json: sql<string>`${siteSettings.value}::text` })
    .from(siteSettings);
  return rows.map((row) => ({ key: row.key, value: JSON.parse(row.json) as unknown }));
}

export async function upsert(db: DbOrTx, key: string, value: unknown) {
  await db
    .insert(siteSettings)
    .values({ key, value, updatedAt: new Date() })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: new Date() } });
}
