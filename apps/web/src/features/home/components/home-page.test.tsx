import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeAuth, makeProfile, renderWithRouter } from '#testing/render.tsx';
import { HomePage } from './home-page.tsx';

const COURSES = Array.from({ length: 12 }, (_, i) => ({
  id: i + 1,
  name: `Course ${i + 1}`,
  description: '',
  level: 'beginner' as const,
  display_level: 'Beginner',
  language: 'english' as const,
  category: 'Songs',
  thumbnail_url: null,
  created_at: '2026-01-01T00:00:00.000Z',
}));

function renderHome(loggedIn: boolean) {
  return renderWithRouter(<HomePage loggedIn={loggedIn} courses={COURSES} promoVideoUrl={null} />, {
    auth: fakeAuth({ user: loggedIn ? makeProfile() : null }),
  });
}

describe('home page', () => {
  it('shows a visitor the hero and every call to action', () => {
    renderHome(false);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Learn To Play Gypsy Jazz Guitar' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute('href', '/pricing');
    expect(screen.getByRole('link', { name: "Let's Try It" })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Start Now' })).toHaveAttribute('href', '/register');
  });

  it('hides the sign-up buttons from a member', () => {
    renderHome(true);
    expect(screen.queryByRole('link', { name: 'Start Free Trial' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: "Let's Try It" })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Start Now' })).not.toBeInTheDocument();
  });

  it('has the trio, the teacher with an external link, and the four categories', () => {
    renderHome(false);
    for (const title of ['Songs', 'Rhythm Lessons', 'Techniques']) {
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    }
    const teacher = screen.getByRole('region', { name: /Meet/ });
    const link = within(teacher).getByRole('link');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link.getAttribute('href')).toMatch(/^https:\/\//);
    expect(screen.getByRole('heading', { name: 'Why Should You Register?' })).toBeInTheDocument();
    const how = screen.getByRole('region', { name: 'How Does It Work?' });
    expect(
      within(how)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Song Lessons', 'Techniques Lessons', 'Techniques Workouts', 'Backing Tracks']);
    expect(screen.getByRole('heading', { name: 'What Do You Need?' })).toBeInTheDocument();
  });

  it('writes the title, description, canonical link and JSON-LD with the first 10 courses', () => {
    renderHome(false);
    expect(document.title).toBe('Learn To Play Gypsy Jazz Guitar | Gypsy Jazz Guitar School');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[property="og:title"]')).toHaveAttribute(
      'content',
      'Learn To Play Gypsy Jazz Guitar | Gypsy Jazz Guitar School',
    );
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${window.location.origin}/`,
    );
    const script = document.querySelector('script[type="application/ld+json"]')!;
    const data = JSON.parse(script.textContent ?? '') as {
      '@graph': { '@type': string; itemListElement?: unknown[]; price?: number }[];
    };
    expect(data['@graph'].find((n) => n['@type'] === 'Offer')?.price).toBe(19.99);
    expect(data['@graph'].find((n) => n['@type'] === 'ItemList')?.itemListElement).toHaveLength(10);
  });
});
