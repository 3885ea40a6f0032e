import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { BusinessDetails } from '@gjs/shared';
import { jsonResponse, stubFetch } from '#testing/fetch-mock.ts';
import { renderWithRouter } from '#testing/render.tsx';
import { ImprintPage } from './imprint-page.tsx';
import { LegalTextPage } from './legal-text-page.tsx';

const DETAILS: BusinessDetails = {
  business_name: 'Manouche Akademie',
  business_street: 'Kastanienallee 7',
  business_postal_code: '10435',
  business_city: 'Berlin',
  business_email: 'hallo@manouche.example',
  business_responsible_person: 'Stella Rosenberg',
};

function stubApi(status = 200) {
  return stubFetch(({ url }) =>
    url === '/api/public/business-details/' && status === 200
      ? jsonResponse(DETAILS)
      : jsonResponse({ message: 'Internal Server Error' }, status),
  );
}

/** The page once its text is there (the long texts load in the language of the address). */
async function renderPage(page: 'imprint' | 'terms' | 'privacy', route: string) {
  const element = {
    imprint: <ImprintPage />,
    terms: <LegalTextPage name="terms" />,
    privacy: <LegalTextPage name="privacy" />,
  }[page];
  const rendered = renderWithRouter(element, { routes: [{ path: route.split(/[?#]/)[0], element }], route });
  await screen.findByRole('heading', { level: 1 });
  return rendered;
}

const head = (selector: string) => document.head.querySelector(selector);

// The privacy policy is the largest page of the app; role queries over all of it take seconds on a busy machine.
const SLOW = { timeout: 20_000 };

describe('privacy page', SLOW, () => {
  it('is German by default, and every table-of-contents link points at a heading with that id', async () => {
    stubApi();
    await renderPage('privacy', '/privacy');
    expect(screen.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' })).toBeInTheDocument();
    expect(screen.getByText('Stand: 26. November 2026')).toBeInTheDocument();
    expect(await screen.findByText('Stella Rosenberg', { exact: false })).toBeInTheDocument();

    const toc = screen.getByRole('navigation', { name: 'Inhalt' });
    const links = within(toc).getAllByRole('link');
    expect(links.length).toBe(20);
    for (const link of links) {
      const href = link.getAttribute('href') ?? '';
      expect(href).toMatch(/^#[a-z-]+$/);
      const target = document.getElementById(href.slice(1));
      expect(target?.tagName).toBe('H2');
      expect(target).toHaveTextContent(link.textContent ?? '');
    }
    expect(links[0]).toHaveAttribute('href', '#controller');
  });

  it('jumps to a section through the router, keeping the language in the address', async () => {
    stubApi();
    const { router } = await renderPage('privacy', '/privacy?lang=en');
    const toc = screen.getByRole('navigation', { name: 'Contents' });
    await userEvent.click(within(toc).getByRole('link', { name: '8. Your rights' }));
    expect(router.state.location.hash).toBe('#rights');
    expect(router.state.location.search).toBe('?lang=en');
    expect(document.activeElement).toBe(document.getElementById('rights'));
  });

  it('scrolls to the section of a deep link once the provider details are in', async () => {
    stubApi();
    const scrolled: string[] = [];
    // jsdom has no layout and no scrollIntoView; record which element asked to be scrolled to.
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this.id);
    });
    try {
      await renderPage('privacy', '/privacy?lang=en#retention');
      await waitFor(() => expect(scrolled).toEqual(['retention']));
    } finally {
      Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    }
  });

  it('switches to English and back through links that carry ?lang=en', async () => {
    stubApi();
    const { router } = await renderPage('privacy', '/privacy');
    const english = screen.getByRole('link', { name: 'English' });
    expect(english).toHaveAttribute('href', '/privacy?lang=en');
    expect(screen.getByRole('link', { name: 'Deutsch' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(english);
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByText('Updated 26 November 2026')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?lang=en');
    expect(screen.getByRole('article')).toHaveAttribute('lang', 'en');

    await userEvent.click(screen.getByRole('link', { name: 'Deutsch' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Datenschutzerklärung' }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('sets the title, description, canonical, Open Graph and language alternates', async () => {
    stubApi();
    await renderPage('privacy', '/privacy?lang=en');
    await waitFor(() => expect(document.title).toBe('Privacy Policy | Gypsy Jazz Guitar School'));
    expect(head('meta[name="description"]')?.getAttribute('content')).toMatch(
      /^Privacy policy of the online/,
    );
    expect(head('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${window.location.origin}/privacy?lang=en`,
    );
    expect(head('meta[property="og:title"]')?.getAttribute('content')).toBe(
      'Privacy Policy | Gypsy Jazz Guitar School',
    );
    expect(head('meta[property="og:locale"]')?.getAttribute('content')).toBe('en_GB');
    expect(head('link[rel="alternate"][hreflang="de"]')?.getAttribute('href')).toBe(
      `${window.location.origin}/privacy`,
    );
    const jsonLd = JSON.parse(
      document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}',
    );
    expect(jsonLd).toMatchObject({ '@type': 'WebPage', name: 'Privacy Policy', dateModified: '2026-11-26' });
  });
});

describe('terms page', SLOW, () => {
  it('shows the German terms with numbered sections and its own table of contents', async () => {
    stubApi();
    await renderPage('terms', '/agb');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Allgemeine Geschäftsbedingungen (AGB)' }),
    ).toBeVisible();
    expect(screen.getByText('Stand: Juli 2025')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '§ 7 Kündigung' })).toHaveAttribute(
      'id',
      'cancellation',
    );
    for (const link of within(screen.getByRole('navigation', { name: 'Inhalt' })).getAllByRole('link'))
      expect(document.getElementById((link.getAttribute('href') ?? '').slice(1))).not.toBeNull();
    await waitFor(() =>
      expect(document.title).toBe('Allgemeine Geschäftsbedingungen (AGB) | Gypsy Jazz Guitar School'),
    );
  });

  it('shows the English translation with ?lang=en', async () => {
    stubApi();
    await renderPage('terms', '/agb?lang=en');
    expect(screen.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeInTheDocument();
    expect(screen.getByText('Last updated July 2025')).toBeInTheDocument();
  });
});

describe('imprint page', SLOW, () => {
  it('shows the provider from the site settings, the current year and the e-mail only obfuscated', async () => {
    stubApi();
    const { container } = await renderPage('imprint', '/impressum');
    expect(screen.getByRole('heading', { level: 1, name: 'Impressum' })).toBeInTheDocument();
    expect(await screen.findByText('Kastanienallee 7')).toBeInTheDocument();
    expect(screen.getByText('10435 Berlin')).toBeInTheDocument();
    expect(
      screen.getByText(`© ${new Date().getFullYear()} Manouche Akademie. Alle Rechte vorbehalten.`),
    ).toBeVisible();
    expect(screen.getByText('Stella Rosenberg, Anschrift wie oben')).toBeInTheDocument();
    expect(container.innerHTML).not.toContain('hallo@manouche.example');

    const email = screen.getByRole('link', { name: 'hallo [at] manouche [dot] example' });
    await userEvent.hover(email);
    expect(email).toHaveAttribute('href', 'mailto:hallo@manouche.example');
    expect(
      JSON.stringify(document.querySelector('script[type="application/ld+json"]')?.textContent),
    ).not.toContain('hallo@');
  });

  it('says so and offers a retry when the provider details cannot be loaded', async () => {
    const { calls } = stubApi(500);
    await renderPage('imprint', '/impressum');
    expect(
      await screen.findByText(/Die Anbieterangaben konnten gerade nicht geladen werden/),
    ).toBeInTheDocument();
    const before = calls.length;
    await userEvent.click(screen.getByRole('button', { name: 'Erneut laden' }));
    await waitFor(() => expect(calls.length).toBeGreaterThan(before));
  });
});
