import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  openSettled,
  tokensFor,
  useSession,
  violationsOf,
  VIEWPORTS,
  type Tokens,
} from './support/accessibility.ts';
import { getCatalogue } from './support/catalogue.ts';
import { chooseInterfaceLanguage, DEMO_PASSWORD } from './support/session.ts';

// WCAG 2.2 AA on every route, as a visitor, a member and staff, on a phone and on a desktop
// (docs/decisions/0203-contrast-within-the-palette.md).
const PUBLIC_PAGES = [
  '/',
  '/pricing',
  '/courses',
  '/backing-tracks',
  '/login',
  '/forgot-password',
  '/contact',
  '/impressum',
  '/agb',
  '/privacy',
  '/kuendigen',
];

/** The member's routes, and the public ones as they look to a member (header, pricing, registration). */
const MEMBER_PAGES = [
  '/',
  '/courses',
  '/course',
  '/backing-tracks',
  '/forum',
  '/profile',
  '/pricing',
  '/register',
];

const STAFF_PAGES = [
  '/admin',
  '/admin/courses',
  '/admin/courses/new',
  '/admin/courses/:id',
  '/admin/upcoming',
  '/admin/backing-tracks',
  '/admin/backing-tracks/new',
  '/admin/backing-tracks/:id',
  '/admin/settings',
  '/admin/stats',
  '/admin/audit',
  '/admin/members',
  '/admin/members/:id',
  '/admin/private-lessons',
  '/admin/private-lessons/:id',
  '/admin/inbox',
  '/admin/inbox/:id',
];

/** The id of one row of an admin list: the demo member where the list holds accounts, else the first row. */
async function adminId(request: APIRequestContext, tokens: Tokens, list: string): Promise<number> {
  const response = await request.get(`/api/admin/${list}/`, {
    headers: { authorization: `Bearer ${tokens.access}` },
  });
  expect(response.status(), list).toBe(200);
  const body = (await response.json()) as { id: number; username?: string }[] | { results: { id: number }[] };
  const rows: { id: number; username?: string }[] = Array.isArray(body) ? body : body.results;
  const row = rows.find((r) => r.username === 'member') ?? rows[0];
  expect(row, `a row in ${list}`).toBeDefined();
  return row!.id;
}

/** The demo has no contact message: one arrives as any visitor would send it, once per server. */
async function ensureInboxMessage(request: APIRequestContext, staff: Tokens) {
  const inbox = await request.get('/api/admin/contact-messages/', {
    headers: { authorization: `Bearer ${staff.access}` },
  });
  if (((await inbox.json()) as { results: unknown[] }).results.length > 0) return;
  const sent = await request.post('/api/submit/', {
    data: { name: 'Axe Walker', email: 'axe@example.com', message: 'A message for the inbox page.' },
  });
  expect(sent.status()).toBeLessThan(300);
}

for (const viewport of VIEWPORTS) {
  test.describe(`on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test.describe('as a visitor', () => {
      for (const path of PUBLIC_PAGES) {
        test(`${path} has no accessibility violations`, async ({ page }) => {
          await openSettled(page, path);
          expect(await violationsOf(page)).toEqual([]);
        });
      }
    });

    test.describe('as a member', () => {
      let member: Tokens;
      let courseId: number;
      test.beforeAll(async ({ request }) => {
        member = await tokensFor(request, 'member', DEMO_PASSWORD);
        courseId = (await getCatalogue(request))[0]!.id;
      });
      for (const route of MEMBER_PAGES) {
        test(`${route} has no accessibility violations`, async ({ page }) => {
          await useSession(page, member);
          await openSettled(page, route === '/course' ? `/courses/${courseId}` : route);
          expect(await violationsOf(page)).toEqual([]);
        });
      }
      test('/backing-tracks with a player open has no accessibility violations', async ({ page }) => {
        await useSession(page, member);
        await openSettled(page, '/backing-tracks');
        await page.getByRole('main').getByRole('button', { expanded: false }).first().click();
        await expect(page.locator('[data-bar-index]').first()).toBeVisible();
        expect(await violationsOf(page)).toEqual([]);
      });
      test('/private-lessons with a lesson open has no accessibility violations', async ({
        page,
        request,
      }) => {
        await chooseInterfaceLanguage(page, 'student', 'en');
        await useSession(page, await tokensFor(request, 'student', DEMO_PASSWORD));
        await openSettled(page, '/private-lessons');
        await page.getByRole('main').getByRole('button', { expanded: false }).first().click();
        await expect(page.locator('section[aria-label^="Section"]').first()).toBeVisible();
        expect(await violationsOf(page)).toEqual([]);
      });
    });

    test.describe('as staff', () => {
      let staff: Tokens;
      const ids: Record<string, number> = {};
      test.beforeAll(async ({ request }) => {
        staff = await tokensFor(request, 'teacher', DEMO_PASSWORD);
        await ensureInboxMessage(request, staff);
        for (const [route, list] of [
          ['/admin/courses/:id', 'courses'],
          ['/admin/backing-tracks/:id', 'backing-tracks'],
          ['/admin/members/:id', 'members'],
          ['/admin/private-lessons/:id', 'private-lessons'],
          ['/admin/inbox/:id', 'contact-messages'],
        ] as const) {
          ids[route] = await adminId(request, staff, list);
        }
      });
      for (const route of STAFF_PAGES) {
        test(`${route} has no accessibility violations`, async ({ page }) => {
          await useSession(page, staff);
          await openSettled(page, route.replace(':id', String(ids[route] ?? '')));
          expect(await violationsOf(page)).toEqual([]);
        });
      }
    });
  });
}
