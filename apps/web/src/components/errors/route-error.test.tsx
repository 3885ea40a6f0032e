import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadTexts } from '../../lib/i18n/texts.ts';
import { renderWithRouter } from '../../testing/render.tsx';
import { RouteError } from './route-error.tsx';

/** A tree whose root catches unmatched addresses, as the app's does. */
const routes = [
  { path: '/', errorElement: <RouteError />, children: [{ index: true, element: <p>home</p> }] },
];

describe('the error page', () => {
  it('names a missing page in English', async () => {
    renderWithRouter(<></>, { routes, route: '/no/such/page' });
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('404 Not Found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });

  it('names a missing page in German', async () => {
    await loadTexts('de');
    renderWithRouter(<></>, { routes, route: '/no/such/page', language: 'de' });
    expect(
      await screen.findByRole('heading', { name: 'Unerwarteter Fehler in der Anwendung!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('404 Seite nicht gefunden')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zurück zur Startseite' })).toBeInTheDocument();
    expect(screen.queryByText('404 Not Found')).toBeNull();
  });
});
