import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../src/config.ts';
import { courses } from '../../src/db/schema/index.ts';
import type { App } from '../../src/app.ts';

/** The built web app (`npm run build` makes it; CI builds before the tests). WEB_DIST_DIR points at another one. */
export const WEB_DIST_DIR = process.env['WEB_DIST_DIR'] ?? path.join(REPO_ROOT, 'apps/web/dist');

/** Fails with the one thing to do when the build is missing, instead of a page of unrelated errors. */
export function requireWebBuild(): void {
  for (const file of ['index.html', path.join('server', 'entry-server.js')]) {
    if (!fs.existsSync(path.join(WEB_DIST_DIR, file))) {
      throw new Error(
        `The built web app has no ${file} in ${WEB_DIST_DIR}: run \`npm run build\` before these tests ` +
          '(or set WEB_DIST_DIR to a build made with `vite build` and `vite build --ssr src/entry-server.tsx`).',
      );
    }
  }
}

export const PUBLIC_URL = 'https://school.example';

/** A published and an unpublished course; returns their ids. */
export async function insertCatalogue(app: App) {
  const insert = async (name: string, isPublished: boolean, updatedAt: Date) => {
    const [row] = await app.db
      .insert(courses)
      .values({
        name,
        description: `${name}: a course.`,
        level: 'beginner',
        language: 'english',
        category: 'Songs',
        isPublished,
        updatedAt,
      })
      .returning({ id: courses.id });
    return row!.id;
  };
  return {
    published: await insert('Minor Swing Step by Step', true, new Date('2026-03-04T10:00:00Z')),
    unpublished: await insert('Secret Draft Course', false, new Date('2026-05-06T10:00:00Z')),
  };
}

/** The <head> of a document, and the elements of one kind in it. */
export function headOf(html: string): string {
  const match = /<head>([\s\S]*?)<\/head>/.exec(html);
  if (!match) throw new Error('The document has no <head>.');
  return match[1]!;
}

/** The parsed JSON-LD blocks of a document. */
export function jsonLdOf(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1]!),
  );
}
