import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../helper.ts';
import { insertCatalogue, PUBLIC_URL } from '../web-app/support.ts';

let ctx: TestContext;
let catalogue: Awaited<ReturnType<typeof insertCatalogue>>;

beforeAll(async () => {
  // No web build needed: both answers come from the API server itself, before the web app's fallback.
  ctx = await buildTestApp({ PUBLIC_URL });
  catalogue = await insertCatalogue(ctx.app);
});

describe('GET /robots.txt', () => {
  it('allows the public pages, keeps crawlers out of the API and the private areas, and names the sitemap', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Disallow: /api/',
        'Disallow: /profile',
        'Disallow: /forum',
        'Disallow: /private-lessons',
        'Disallow: /admin',
        'Disallow: /payment',
        'Disallow: /reset-password/',
        // The same private areas of the German site.
        'Disallow: /de/profile',
        'Disallow: /de/forum',
        'Disallow: /de/private-lessons',
        'Disallow: /de/admin',
        'Disallow: /de/payment',
        'Disallow: /de/reset-password/',
        `Sitemap: ${PUBLIC_URL}/sitemap.xml`,
      ]),
    );
    expect(lines.filter((line) => line.startsWith('Disallow:'))).toHaveLength(13);
  });
});

describe('GET /sitemap.xml', () => {
  let body: string;
  beforeAll(async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    body = res.body;
  });

  const entry = (loc: string) =>
    new RegExp(`<url><loc>${loc.replace(/[?.]/g, '\\$&')}</loc>(<lastmod>([^<]+)</lastmod>)?</url>`).exec(
      body,
    );

  it('is a sitemaps.org urlset', () => {
    expect(body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    expect(body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(body.trimEnd().endsWith('</urlset>')).toBe(true);
  });

  it('lists every public page at its absolute address, both languages of the legal pages', () => {
    for (const path of [
      '/',
      '/courses',
      '/pricing',
      '/contact',
      '/impressum',
      '/impressum?lang=en',
      '/agb',
      '/agb?lang=en',
      '/privacy',
      '/privacy?lang=en',
      // Every public page in German too, the legal pages apart (their German is the binding text above).
      '/de',
      '/de/courses',
      '/de/pricing',
      '/de/contact',
    ]) {
      const loc = `${PUBLIC_URL}${path}`.replace('&', '&amp;');
      expect(entry(loc), path).not.toBeNull();
    }
  });

  it('lists the published courses with the day of their last change, and no unpublished one', () => {
    expect(entry(`${PUBLIC_URL}/courses/${catalogue.published}`)?.[2]).toBe('2026-03-04');
    expect(entry(`${PUBLIC_URL}/de/courses/${catalogue.published}`)?.[2]).toBe('2026-03-04');
    expect(entry(`${PUBLIC_URL}/de/courses/${catalogue.unpublished}`)).toBeNull();
    expect(entry(`${PUBLIC_URL}/courses/${catalogue.unpublished}`)).toBeNull();
  });

  it('dates the catalogue pages by the newest published change and the legal pages by their texts', () => {
    expect(entry(`${PUBLIC_URL}/`)?.[2]).toBe('2026-03-04');
    expect(entry(`${PUBLIC_URL}/courses`)?.[2]).toBe('2026-03-04');
    expect(entry(`${PUBLIC_URL}/de`)?.[2]).toBe('2026-03-04');
    expect(entry(`${PUBLIC_URL}/de/courses`)?.[2]).toBe('2026-03-04');
    expect(entry(`${PUBLIC_URL}/de/agb`)).toBeNull();
    expect(entry(`${PUBLIC_URL}/privacy`)?.[2]).toBe('2026-11-26');
    expect(entry(`${PUBLIC_URL}/agb`)?.[2]).toBe('2025-07');
  });

  it('answers HEAD requests as well', async () => {
    const res = await ctx.app.inject({ method: 'HEAD', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
  });
});
