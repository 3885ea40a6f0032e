import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import {
  DESKTOP,
  openSettled,
  PHONE,
  showAt,
  tokensFor,
  useSession,
  violationsOf,
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

/**
 * Checks one screen on a phone and on a desktop with one page load: a test opens it at the phone's width and checks
 * it, the next widens the same page to the desktop's and checks it again (a desktop test run alone opens the page
 * itself). The page is laid out anew for each width, so what only one screen shows is checked on that screen.
 */
function sweep(name: string, open: (page: Page) => Promise<void>, tokens?: () => Tokens) {
  test.describe(name, () => {
    test.describe.configure({ mode: 'serial' });
    let context: BrowserContext;
    let page: Page;
    let opened = false;
    test.beforeAll(async ({ browser }, testInfo) => {
      const { baseURL, userAgent, deviceScaleFactor } = testInfo.project.use;
      context = await browser.newContext({ baseURL, userAgent, deviceScaleFactor, viewport: PHONE });
      page = await context.newPage();
      if (tokens) await useSession(page, tokens());
    });
    test.afterAll(async () => {
      await context.close();
    });

    test('has no accessibility violations on a phone', async () => {
      await open(page);
      opened = true;
      expect(await violationsOf(page)).toEqual([]);
    });
    test('has no accessibility violations on a desktop', async () => {
      if (opened) {
        await showAt(page, DESKTOP);
      } else {
        await page.setViewportSize(DESKTOP);
        await open(page);
      }
      expect(await violationsOf(page)).toEqual([]);
    });
  });
}

test.describe('as a visitor', () => {
  for (const path of PUBLIC_PAGES) sweep(path, (page) => openSettled(page, path));
});

test.describe('as a member', () => {
  let member: Tokens;
  let student: Tokens;
  let courseId: number;
  test.beforeAll(async ({ request }) => {
    member = await tokensFor(request, 'member', DEMO_PASSWORD);
    courseId = (await getCatalogue(request))[0]!.id;
  });
  for (const route of MEMBER_PAGES) {
    sweep(
      route,
      (page) => openSettled(page, route === '/course' ? `/courses/${courseId}` : route),
      () => member,
    );
  }
  sweep(
    '/backing-tracks with a player open',
    async (page) => {
      await openSettled(page, '/backing-tracks');
      await page.getByRole('main').getByRole('button', { expanded: false }).first().click();
      await expect(page.locator('[data-bar-index]').first()).toBeVisible();
    },
    () => member,
  );
  test.describe('the demo student', () => {
    test.beforeAll(async ({ browser, request }, testInfo) => {
      const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
      await chooseInterfaceLanguage(await context.newPage(), 'student', 'en');
      await context.close();
      student = await tokensFor(request, 'student', DEMO_PASSWORD);
    });
    sweep(
      '/private-lessons with a lesson open',
      async (page) => {
        await openSettled(page, '/private-lessons');
        await page.getByRole('main').getByRole('button', { expanded: false }).first().click();
        await expect(page.locator('section[aria-label^="Section"]').first()).toBeVisible();
      },
      () => student,
    );
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
    sweep(
      route,
      (page) => openSettled(page, route.replace(':id', String(ids[route] ?? ''))),
      () => staff,
    );
  }
});
