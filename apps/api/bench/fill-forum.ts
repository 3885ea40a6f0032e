import { sql } from 'drizzle-orm';
import { FORUM_CATEGORIES } from '@gjs/shared';
import type { Database } from '../src/db/types.ts';

/** The word of the search scenarios: in one post subject out of 50, so a search finds 2 % of the forum. */
export const SEARCH_TERM = 'manouche';

/**
 * Fills the forum up to `posts` bench posts with five comments each, written by the given members, oldest first,
 * older than any real post so the demo's newest posts stay on top.
 */
export async function fillForum(db: Database, authorIds: number[], from: number, to: number): Promise<void> {
  const authors = sql.raw(`(array[${authorIds.join(',')}]::int[])`);
  const categories = sql.raw(`(array[${FORUM_CATEGORIES.map((c) => `'${c}'`).join(',')}]::text[])`);
  await db.execute(sql`
    with inserted as (
      insert into forum_posts (author_id, subject, content, category, created_at)
      select ${authors}[1 + i % ${authorIds.length}::int],
             case when i % 50 = 0 then 'Bench topic ' || i || ' ${sql.raw(SEARCH_TERM)} swing'
                  else 'Bench topic ' || i || ' about the pompe' end,
             'Bench content ' || i || ': how do you practise the rest stroke and the la pompe rhythm?',
             ${categories}[1 + i % ${FORUM_CATEGORIES.length}::int],
             now() - interval '400 days' + i * interval '1 minute'
      from generate_series(${from}::int, ${to - 1}::int) as i
      returning id, created_at
    )
    insert into forum_comments (post_id, author_id, content, created_at)
    select inserted.id, ${authors}[1 + (inserted.id + c) % ${authorIds.length}::int],
           'Bench comment ' || c || ' on post ' || inserted.id, inserted.created_at + c * interval '1 second'
    from inserted, generate_series(1, 5) as c
  `);
  await db.execute(sql`analyze forum_posts`);
  await db.execute(sql`analyze forum_comments`);
}
