import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SCHOOL_NAME } from '@gjs/shared';
import { LanguageContext, loadTexts } from '../../lib/i18n/texts.ts';
import { PageMetadata, PREVIEW_IMAGE, serializeJsonLd } from './page-metadata.tsx';

const descriptions = () =>
  [...document.head.querySelectorAll('meta[name="description"]')].map((m) => m.getAttribute('content'));

describe('PageMetadata', () => {
  it('writes the title, description, Open Graph tags and canonical link into the head', () => {
    render(<PageMetadata title="Pricing | School" description="One plan." path="/pricing" />);

    expect(document.title).toBe('Pricing | School');
    expect(descriptions()).toEqual(['One plan.']);
    const meta = (property: string) => document.head.querySelector(`meta[property="${property}"]`);
    expect(meta('og:title')).toHaveAttribute('content', 'Pricing | School');
    expect(meta('og:description')).toHaveAttribute('content', 'One plan.');
    expect(meta('og:url')).toHaveAttribute('content', `${window.location.origin}/pricing`);
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${window.location.origin}/pricing`,
    );
  });

  it('gives link previews a large image card with the same title and description', () => {
    render(<PageMetadata title="Pricing | School" description="One plan." path="/pricing" />);

    const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');
    const image = `${window.location.origin}${PREVIEW_IMAGE.path}`;
    expect(content('meta[property="og:image"]')).toBe(image);
    expect(content('meta[property="og:image:width"]')).toBe('1200');
    expect(content('meta[property="og:image:height"]')).toBe('630');
    expect(content('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(content('meta[name="twitter:title"]')).toBe('Pricing | School');
    expect(content('meta[name="twitter:description"]')).toBe('One plan.');
    expect(content('meta[name="twitter:image"]')).toBe(image);
  });

  it('sets the site-wide description of index.html aside while the page states its own, and puts it back', () => {
    const fallback = document.createElement('meta');
    fallback.name = 'description';
    fallback.content = 'site default';
    document.head.prepend(fallback);

    const { unmount } = render(<PageMetadata title="Home" description="Page text." />);
    expect(descriptions()).toEqual(['Page text.']);

    unmount();
    expect(descriptions()).toEqual(['site default']);
    fallback.remove();
  });

  it('writes JSON-LD that cannot close its script element', () => {
    render(<PageMetadata title="Home" jsonLd={{ name: '</script><b>' }} />);
    const script = document.querySelector('script[type="application/ld+json"]')!;
    expect(script.textContent).not.toContain('</script>');
    expect(JSON.parse(script.textContent ?? '')).toEqual({ name: '</script><b>' });
    expect(serializeJsonLd({ a: '<' })).toBe('{"a":"\\u003c"}');
  });

  it("describes the preview image in the page's language", async () => {
    const alt = () => document.head.querySelector('meta[property="og:image:alt"]')?.getAttribute('content');
    const { unmount } = render(<PageMetadata title="Home" />);
    expect(alt()).toBe(PREVIEW_IMAGE.alt);
    unmount();

    await loadTexts('de');
    render(
      <LanguageContext value="de">
        <PageMetadata title="Start" />
      </LanguageContext>,
    );
    expect(alt()).toBe(`${SCHOOL_NAME}: Videokurse, Backing Tracks und Noten, auf Deutsch und Englisch`);
    expect(document.head.querySelector('meta[name="twitter:image:alt"]')).toHaveAttribute('content', alt());
  });
});
