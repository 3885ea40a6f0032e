import { sql } from 'drizzle-orm';
import { FORUM_CATEGORIES } from '@gjs/shared';
import type { Database } from '../src/db/types.ts';
import { load } from './load.ts';

export interface MixedOptions {
  address: string;
  tokens: string[];
  seconds: number;
  db: Database;
}

/**
 * 200 connections: 35 % course list, 35 % forum list, 15 % new posts, 15 % comments, by the given members. Every
 * write carries a unique marker, so the acknowledged writes can be checked against the stored rows afterwards.
 */
export async function runMixed({ address, tokens, seconds, db }: MixedOptions) {
  const run = `mixed-${Date.now()}`;
  const [latest] = (await db.execute(sql`select max(id) as id from forum_posts`)) as unknown as {
    id: number;
  }[];
  const postIds = { low: Math.max(1, Number(latest?.id ?? 1) - 500), high: Number(latest?.id ?? 1) };
  let sequence = 0;
  const acknowledged = new Set<string>();
  const result = await load({
    url: address,
    connections: 200,
    seconds,
    requests: [
      {
        setupRequest: (request) => {
          const n = sequence++;
          const token = tokens[n % tokens.length]!;
          const roll = Math.random();
          const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
          if (roll < 0.35) return { ...request, method: 'GET', path: '/api/courses/', headers: {} };
          if (roll < 0.7) return { ...request, method: 'GET', path: '/api/forum/posts/', headers };
          if (roll < 0.85)
            return {
              ...request,
              method: 'POST',
              path: '/api/forum/posts/',
              headers,
              body: JSON.stringify({
                subject: `${run} post ${n}`,
                content: 'Which fingering do you use for the diminished run?',
                category: FORUM_CATEGORIES[n % FORUM_CATEGORIES.length],
              }),
            };
          const postId = postIds.low + (n % (postIds.high - postIds.low + 1));
          return {
            ...request,
            method: 'POST',
            path: `/api/forum/posts/${postId}/comments/`,
            headers,
            body: JSON.stringify({ content: `${run} comment ${n}` }),
          };
        },
        onResponse: (status, body) => {
          if (status !== 201) return;
          const written = JSON.parse(body) as { subject?: string; content?: string };
          acknowledged.add(written.subject ?? written.content ?? '');
        },
      },
    ],
  });
  // Answers still in flight when the run stops are stored but not acknowledged: only duplicates and lost
  // acknowledged writes count as errors.
  const rows = (await db.execute(sql`
    select subject as marker from forum_posts where subject like ${run + ' %'}
    union all select content from forum_comments where content like ${run + ' %'}
  `)) as unknown as { marker: string }[];
  const stored = new Map<string, number>();
  for (const { marker } of rows) stored.set(marker, (stored.get(marker) ?? 0) + 1);
  const lost = [...acknowledged].filter((m) => !stored.has(m)).length;
  const duplicated = [...stored.values()].filter((n) => n > 1).length;
  return { ...result, acknowledged: acknowledged.size, stored: rows.length, lost, duplicated };
}
