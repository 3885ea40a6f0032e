import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { defineTexts, LanguageContext, loadTexts, loadTranslationOf, useTexts } from './texts.ts';

const greeting = defineTexts(
  { hello: 'Hello', lessons: (count: number) => `${count} lessons` },
  { de: async () => ({ default: { hello: 'Hallo', lessons: (count: number) => `${count} Lektionen` } }) },
);

function Greeting() {
  const texts = useTexts(greeting);
  return <p>{`${texts.hello}, ${texts.lessons(3)}`}</p>;
}

describe('texts in the page language', () => {
  it('shows English on an English page, and the translation once loaded on a German one', async () => {
    const { rerender } = render(
      <LanguageContext value="en">
        <Greeting />
      </LanguageContext>,
    );
    expect(screen.getByText('Hello, 3 lessons')).toBeInTheDocument();
    await loadTexts('de');
    rerender(
      <LanguageContext value="de">
        <Greeting />
      </LanguageContext>,
    );
    expect(screen.getByText('Hallo, 3 Lektionen')).toBeInTheDocument();
  });
});

describe('texts of a screen whose code loads after its page', () => {
  it('suspend until their translation has loaded, then show it', async () => {
    const late = defineTexts(
      { title: 'Maintenance' },
      {
        de: () => new Promise((resolve) => setTimeout(() => resolve({ default: { title: 'Wartung' } }), 20)),
      },
    );
    function Late() {
      return <h1>{useTexts(late).title}</h1>;
    }
    await act(async () => {
      render(
        <LanguageContext value="de">
          <Suspense fallback={<p>loading</p>}>
            <Late />
          </Suspense>
        </LanguageContext>,
      );
    });
    expect(await screen.findByRole('heading', { name: 'Wartung' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Maintenance' })).not.toBeInTheDocument();
  });
});

describe('the promise a screen waits on for its translation', () => {
  // React renders a screen that suspended on `use` again with `use` of the same promise; another one, even settled,
  // is an error to it ("a component was suspended by an uncached promise").
  it('is the same before and after the translation has loaded', async () => {
    const later = defineTexts({ title: 'Players' }, { de: async () => ({ default: { title: 'Spieler' } }) });
    const waiting = loadTranslationOf(later, 'de');
    await waiting;
    expect(later.loaded.de).toEqual({ title: 'Spieler' });
    expect(loadTranslationOf(later, 'de')).toBe(waiting);
  });
});

describe('a translation that cannot load', () => {
  it('leaves its screen in English, and the other translations load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const broken = defineTexts({ title: 'Practice' }, { de: () => Promise.reject(new Error('chunk gone')) });
    const fine = defineTexts({ title: 'Courses' }, { de: async () => ({ default: { title: 'Kurse' } }) });
    function Titles() {
      return <h1>{`${useTexts(broken).title} / ${useTexts(fine).title}`}</h1>;
    }
    await loadTexts('de');
    render(
      <LanguageContext value="de">
        <Titles />
      </LanguageContext>,
    );
    expect(screen.getByRole('heading', { name: 'Practice / Kurse' })).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
