import { beforeAll, describe, expect, it } from 'vitest';
import { PLANS, SCHOOL_NAME } from '@gjs/shared';
import { courses } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestContext } from '../helper.ts';
import { headOf, insertCatalogue, jsonLdOf, PUBLIC_URL, requireWebBuild, WEB_DIST_DIR } from './support.ts';

type PublicPage = {
  path: string;
  heading: string;
  title: string;
  /** How the page's own description starts (not the site-wide one of index.html). */
  description: string;
  canonical: string;
  text: string;
};

/** Each crawlable page (product 0420), with its heading, title, description and a piece of its text. */
const PAGES: PublicPage[] = [
  {
    path: '/',
    heading: 'Learn To Play Gypsy Jazz Guitar',
    title: `Learn To Play Gypsy Jazz Guitar | ${SCHOOL_NAME}`,
    description: 'Online video lessons for gypsy jazz guitar',
    canonical: '/',
    text: 'Meet Django Weiss',
  },
  {
    path: '/pricing',
    heading: 'Start Learning Today',
    title: `Pricing | ${SCHOOL_NAME}`,
    description: 'One plan with every lesson: ',
    canonical: '/pricing',
    text: 'One plan with every lesson',
  },
  {
    path: '/courses',
    heading: 'Available Courses',
    title: `Courses | ${SCHOOL_NAME}`,
    description: 'Gypsy jazz guitar courses for every level',
    canonical: '/courses',
    text: 'Minor Swing Step by Step',
  },
  {
    path: '/contact',
    heading: 'Contact Us',
    title: `Contact Us | ${SCHOOL_NAME}`,
    description: 'Questions about the ',
    canonical: '/contact',
    text: 'Questions about the lessons, your subscription or private lessons?',
  },
  {
    path: '/impressum',
    heading: 'Impressum',
    title: `Impressum | ${SCHOOL_NAME}`,
    description: 'Impressum der Online-Gitarrenschule',
    canonical: '/impressum',
    text: 'Oranienstraße 42',
  },
  {
    path: '/impressum?lang=en',
    heading: 'Imprint',
    title: `Imprint | ${SCHOOL_NAME}`,
    description: 'Imprint (legal notice) of the online gypsy jazz guitar school',
    canonical: '/impressum?lang=en',
    text: 'Information pursuant to section 5 DDG',
  },
  {
    path: '/agb',
    heading: 'Allgemeine Geschäftsbedingungen (AGB)',
    title: `Allgemeine Geschäftsbedingungen (AGB) | ${SCHOOL_NAME}`,
    description: 'Allgemeine Geschäftsbedingungen der Online-Gitarrenschule',
    canonical: '/agb',
    text: 'Stand: Juli 2025',
  },
  {
    path: '/agb?lang=en',
    heading: 'Terms and Conditions',
    title: `Terms and Conditions | ${SCHOOL_NAME}`,
    description: 'Terms and conditions of the online gypsy jazz guitar school',
    canonical: '/agb?lang=en',
    text: 'Last updated July 2025',
  },
  {
    path: '/privacy',
    heading: 'Datenschutzerklärung',
    title: `Datenschutzerklärung | ${SCHOOL_NAME}`,
    description: 'Datenschutzerklärung der Online-Gitarrenschule',
    canonical: '/privacy',
    text: 'Berliner Beauftragte für Datenschutz und Informationsfreiheit',
  },
  {
    path: '/privacy?lang=en',
    heading: 'Privacy Policy',
    title: `Privacy Policy | ${SCHOOL_NAME}`,
    description: 'Privacy policy of the online guitar school',
    canonical: '/privacy?lang=en',
    text: 'Berliner Beauftragte für Datenschutz und Informationsfreiheit',
  },
];

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;');

let ctx: TestContext;
let catalogue: Awaited<ReturnType<typeof insertCatalogue>>;

beforeAll(async () => {
  requireWebBuild();
  ctx = await buildTestApp({ WEB_DIST_DIR, PUBLIC_URL });
  catalogue = await insertCatalogue(ctx.app);
  // The first page loads the server renderer (seconds under the test runner's module loader).
  await ctx.app.inject({ method: 'GET', url: '/?warm-up' });
});

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

describe('public pages without JavaScript', () => {
  it.each(PAGES)(
    '$path arrives rendered, with its heading, main text and metadata in <head>',
    async (page) => {
      const res = await get(page.path);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      const head = headOf(res.body);
      // Exactly one title and one description: the page's own replace the shell's site-wide ones.
      expect(head.match(/<title>/g)).toHaveLength(1);
      expect(head).toContain(`<title>${escapeHtml(page.title)}</title>`);
      expect(head.match(/<meta name="description"/g)).toHaveLength(1);
      expect(head).toMatch(/<meta name="description" content="[^"]{40,}"/);
      expect(head).toContain(`<meta name="description" content="${escapeHtml(page.description)}`);
      expect(head).toContain(`<link rel="canonical" href="${escapeHtml(PUBLIC_URL + page.canonical)}"/>`);
      expect(head).toContain(`<meta property="og:title" content="${escapeHtml(page.title)}"/>`);
      expect(head).toContain(
        `<meta property="og:url" content="${escapeHtml(PUBLIC_URL + page.canonical)}"/>`,
      );
      const description = /<meta name="description" content="([^"]+)"/.exec(head)?.[1];
      expect(head).toContain(`<meta property="og:description" content="${description}"/>`);
      expect(head).toContain(`<meta property="og:image" content="${PUBLIC_URL}/og-image.png"/>`);
      expect(head).toContain('<meta name="twitter:card" content="summary_large_image"/>');
      expect(head).toContain(`<meta name="twitter:title" content="${escapeHtml(page.title)}"/>`);
      expect(head).toContain(`<meta name="twitter:description" content="${description}"/>`);
      expect(head).toContain(`<meta name="twitter:image" content="${PUBLIC_URL}/og-image.png"/>`);
      // The critical CSS of the page, so that it does not flash unstyled before the scripts run.
      expect(head).toMatch(/<style data-emotion="css [^"]+">/);

      const root =
        /<div id="root" data-hydrating(?: data-hydrate-on-intent)?>([\s\S]*)<\/div><script id="ssr-payload"/.exec(
          res.body,
        )?.[1] ?? '';
      expect(root).toMatch(new RegExp(`<h1[^>]*>${escapeHtml(page.heading).replace(/[()]/g, '\\$&')}</h1>`));
      expect(root).toContain(page.text);
      const jsonLd = jsonLdOf(res.body);
      expect(jsonLd.length).toBeGreaterThan(0);
      expect(JSON.stringify(jsonLd)).toContain(PUBLIC_URL);
    },
  );

  it('marks the pages without fields, and only those, as pages that load the app once their visitor acts', async () => {
    const rootTag = async (url: string) => /<div id="root"[^>]*>/.exec((await get(url)).body)?.[0];
    for (const url of ['/', '/pricing', '/de', '/de/pricing']) {
      expect(await rootTag(url), url).toBe('<div id="root" data-hydrating data-hydrate-on-intent>');
    }
    for (const url of [
      '/courses',
      '/backing-tracks',
      '/login',
      '/contact',
      '/register',
      '/impressum',
      '/privacy',
    ]) {
      expect(await rootTag(url), url).toBe('<div id="root" data-hydrating>');
    }
  });

  it('renders the logged-out view, whatever the request carries', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/pricing',
      headers: { authorization: 'Bearer x' },
    });
    expect(res.body).toContain('Start Learning Today');
    expect(res.body).not.toContain('Already a Member');
  });

  it('lists published courses and never unpublished ones in the HTML of / and /courses', async () => {
    for (const url of ['/', '/courses']) {
      const res = await get(url);
      expect(JSON.stringify(jsonLdOf(res.body))).toContain(`${PUBLIC_URL}/courses/${catalogue.published}`);
      expect(res.body).not.toContain('Secret Draft Course');
    }
  });

  it('offers the plan at its one price in the structured data of / and /pricing (decision 0401)', async () => {
    for (const url of ['/', '/pricing']) {
      const jsonLd = JSON.stringify(jsonLdOf((await get(url)).body));
      expect(jsonLd, url).toContain(`"price":${PLANS.pro.amount}`);
      expect(jsonLd, url).not.toContain('13.99');
    }
  });

  it('hands the data the page was rendered with to the browser in the SSR payload', async () => {
    const res = await get('/courses');
    const json = /<script id="ssr-payload" type="application\/json">([\s\S]*?)<\/script>/.exec(res.body)?.[1];
    const payload = JSON.parse(json!) as {
      origin: string;
      queries: { queries: { queryKey: unknown[] }[] };
    };
    expect(payload.origin).toBe(PUBLIC_URL);
    expect(payload.queries.queries.map((q) => q.queryKey)).toEqual(
      expect.arrayContaining([['site-settings'], ['courses', 'list'], ['courses', 'upcoming']]),
    );
  });

  it('hands a legal text to the browser in the payload, in the language of the address only', async () => {
    for (const [url, language] of [
      ['/privacy', 'de'],
      ['/privacy?lang=en', 'en'],
      ['/agb?lang=en', 'en'],
    ] as const) {
      const res = await get(url);
      const json = /<script id="ssr-payload" type="application\/json">([\s\S]*?)<\/script>/.exec(
        res.body,
      )?.[1];
      const keys = (
        JSON.parse(json!) as { queries: { queries: { queryKey: unknown[] }[] } }
      ).queries.queries.map((q) => q.queryKey);
      const texts = keys.filter((key) => key[0] === 'legal-text');
      expect(texts, url).toEqual([['legal-text', url.startsWith('/agb') ? 'terms' : 'privacy', language]]);
    }
  });

  it('fills the provider details of the imprint from the site settings', async () => {
    const res = await get('/impressum?lang=en');
    expect(res.body).toContain('Imprint');
    expect(res.body).toContain('10999 Berlin');
    // The e-mail stays obfuscated in the HTML: no address for harvesters.
    expect(res.body).not.toContain('info@gypsyjazz.school');
    expect(res.body).toContain('info [at] gypsyjazz [dot] school');
  });

  it('escapes text from the database inside the JSON-LD script', async () => {
    const [row] = await ctx.app.db
      .insert(courses)
      .values({
        name: '</script><script>alert(1)</script>',
        level: 'beginner',
        language: 'english',
        category: 'Songs',
        isPublished: true,
      })
      .returning();
    // Written past the console, which would drop the shared course rows (docs/decisions/004); and a fresh URL:
    // rendered pages are reused for a few seconds.
    ctx.app.sharedCaches.invalidate();
    const res = await get('/courses?fresh=1');
    expect(res.body).not.toContain('<script>alert(1)</script>');
    expect(JSON.stringify(jsonLdOf(res.body))).toContain(row!.name);
  });
});

describe('pages in German under /de', () => {
  it('arrive rendered in German: <html lang="de">, the frame in German and a switch back to English', async () => {
    const res = await get('/de/pricing');
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/^<!doctype html>\s*<html lang="de"/i);
    const nav = /<nav[^>]*aria-label="Hauptnavigation"[^>]*>([\s\S]*?)<\/nav>/.exec(res.body)?.[1] ?? '';
    for (const label of ['Start', 'Kurse', 'Backing Tracks', 'Preise', 'Anmelden', 'Registrieren']) {
      expect(nav, label).toContain(`>${label}<`);
    }
    // The links of a German page stay in German.
    expect(nav).toContain('href="/de/courses"');
    expect(res.body).toContain('Alle Rechte vorbehalten.');
    expect(res.body).toMatch(/<h1[^>]*>Fang heute an zu lernen<\/h1>/);
    // As Intl writes it, with a no-break space before the sign.
    expect(res.body).toContain('19,99\u00a0€');
    expect(headOf(res.body)).toContain(`<title>Preise | ${SCHOOL_NAME}</title>`);
    expect(res.body).toMatch(
      /<a [^>]*href="\/pricing" hrefLang="en" data-language-switch="en" lang="en"[^>]*>English<\/a>/,
    );
  });

  it('name their own address as canonical and every language as an alternate, English the default', async () => {
    for (const [url, canonical] of [
      ['/pricing', '/pricing'],
      ['/de/pricing', '/de/pricing'],
      ['/de', '/de'],
    ] as const) {
      const head = headOf((await get(url)).body);
      expect(head, url).toContain(`<link rel="canonical" href="${PUBLIC_URL}${canonical}"/>`);
      const bare = canonical.replace(/^\/de(?=\/|$)/, '') || '/';
      const german = bare === '/' ? '/de' : `/de${bare}`;
      expect(head, url).toContain(`<link rel="alternate" hrefLang="en" href="${PUBLIC_URL}${bare}"/>`);
      expect(head, url).toContain(`<link rel="alternate" hrefLang="de" href="${PUBLIC_URL}${german}"/>`);
      expect(head, url).toContain(`<link rel="alternate" hrefLang="x-default" href="${PUBLIC_URL}${bare}"/>`);
    }
  });

  it('leave the English pages as they were: <html lang="en"> and the English frame', async () => {
    const res = await get('/pricing');
    expect(res.body).toMatch(/^<!doctype html>\s*<html lang="en"/i);
    expect(res.body).toContain('aria-label="Main"');
    expect(res.body).toMatch(
      /<a [^>]*href="\/de\/pricing" hrefLang="de" data-language-switch="de" lang="de"[^>]*>Deutsch<\/a>/,
    );
  });

  it('render the home page in German, its structured data unchanged', async () => {
    const res = await get('/de');
    expect(res.body).toContain('<title>Gypsy-Jazz-Gitarre lernen | ');
    expect(res.body).toMatch(/<h1[^>]*>Lerne Gypsy-Jazz-Gitarre<\/h1>/);
    expect(res.body).toContain('Häufige Fragen');
    expect(res.body).not.toContain('Frequently Asked Questions');
    expect(JSON.stringify(jsonLdOf(res.body))).toContain(`"price":${PLANS.pro.amount}`);
  });

  it('serve the legal pages under /de with their German text, the binding version at /agb its canonical', async () => {
    for (const [url, heading, canonical] of [
      ['/de/agb', 'Allgemeine Geschäftsbedingungen', '/agb'],
      ['/de/privacy', 'Datenschutzerklärung', '/privacy'],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toMatch(/^<!doctype html>\s*<html lang="de"/i);
      expect(res.body, url).toContain(heading);
      expect(res.body, url).toContain('aria-label="Hauptnavigation"');
      expect(headOf(res.body), url).toContain(`<link rel="canonical" href="${PUBLIC_URL}${canonical}"/>`);
    }
  });

  it('render in German after the registration code has loaded (its German country names load on the server too)', async () => {
    await get('/register');
    const res = await get('/de/register');
    expect(res.body).toMatch(/^<!doctype html>\s*<html lang="de"/i);
    expect(res.body).toMatch(/<h1[^>]*>Fang heute an zu lernen<\/h1>/);
  });

  it('render the course list and its filters in German', async () => {
    const res = await get('/de/courses');
    expect(res.body).toMatch(/^<!doctype html>\s*<html lang="de"/i);
    expect(res.body).toContain('Kurse');
    expect(headOf(res.body)).toContain(`<link rel="canonical" href="${PUBLIC_URL}/de/courses"/>`);
  });

  it('answer 404 for a German address that is no page or names no published course', async () => {
    expect((await get('/de/nothing-here')).statusCode).toBe(404);
    expect((await get('/de/courses/999999')).statusCode).toBe(404);
    expect((await get(`/de/courses/${catalogue.published}`)).statusCode).toBe(200);
  });
});

describe('the backing tracks page', () => {
  it('arrives rendered for a visitor, with the invitation to subscribe and no tracks', async () => {
    const res = await get('/backing-tracks');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Subscribe to play along');
    expect(res.body).not.toContain('Search backing tracks');
  });
});

describe('the login page', () => {
  it('arrives rendered (logged out), with the note when a way back is asked for', async () => {
    const res = await get('/login?redirect=/courses/3');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Sign in to your account');
    expect(res.body).toContain('Please log in to view the content');
    expect(res.body).toContain('ssr-payload');
  });
});

describe('the registration page', () => {
  it('arrives as the pricing page, whose title and address apply, since a request never carries a chosen plan', async () => {
    const res = await get('/register');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Start Learning Today');
    const head = headOf(res.body);
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(head).toContain(`<title>Pricing | ${SCHOOL_NAME}</title>`);
    expect(head).toContain(`<link rel="canonical" href="${PUBLIC_URL}/pricing"/>`);
    expect(res.body).toContain('ssr-payload');
  });
});

describe('the app shell', () => {
  it('answers addresses that are no page, or name no published course, with 404 and the shell', async () => {
    const { published, unpublished } = catalogue;
    for (const url of [
      '/nope',
      '/courses/99999',
      `/courses/${unpublished}`,
      '/admin/nope',
      '/courses/1/extra',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('<div id="root"></div>');
    }
    expect((await get(`/courses/${published}`)).statusCode).toBe(200);
  });

  it('answers other routes with index.html, unrendered', async () => {
    for (const url of ['/forgot-password', `/courses/${catalogue.published}`, '/forum']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).not.toContain('ssr-payload');
    }
  });

  it('says the language of the address in <html lang>: German under /de, for a 404 too (decision 0701)', async () => {
    for (const [url, status] of [
      ['/de/forum', 200],
      ['/de/profile', 200],
      [`/de/courses/${catalogue.published}`, 200],
      ['/de/nope', 404],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(status);
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).toMatch(/^<!doctype html>\s*<html lang="de">/i);
    }
    for (const url of ['/forum', '/nope']) expect((await get(url)).body, url).toMatch(/<html lang="en">/);
  });

  it('leaves /robots.txt and /sitemap.xml to the API instead of answering them with the shell', async () => {
    expect((await get('/robots.txt')).body).toContain('Sitemap: https://school.example/sitemap.xml');
    expect((await get('/sitemap.xml')).body).toContain('<urlset');
  });

  it('serves the link-preview image the pages name', async () => {
    const res = await get('/og-image.png');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it('does not serve the server renderer to browsers', async () => {
    const res = await get('/server/entry-server.js');
    expect(res.body).not.toContain('renderToString');
    expect(res.body).toContain('<div id="root"></div>');
  });

  it('serves the shell for public pages while maintenance is on', async () => {
    await ctx.app.siteSettings.set('maintenance_mode', true);
    try {
      const res = await get('/agb?maintenance=1');
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).not.toContain('Allgemeine Geschäftsbedingungen (AGB)</h1>');
    } finally {
      await ctx.app.siteSettings.set('maintenance_mode', false);
    }
  });
});
