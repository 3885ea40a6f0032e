import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../testing/render.tsx';
import { MainLayout } from './main-layout.tsx';

// §312k BGB (decision 0417): the cancellation page is one click away from every page.
describe('cancellation link', () => {
  it("is in the footer as 'Verträge hier kündigen'", () => {
    renderWithRouter(<MainLayout>page</MainLayout>, { route: '/pricing' });

    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('link', { name: 'Verträge hier kündigen' })).toHaveAttribute(
      'href',
      '/kuendigen',
    );
  });

  it.each(['/courses', '/courses/4', '/backing-tracks'])(
    'stays reachable on %s, where the footer is hidden, through a one-line bar',
    (route) => {
      renderWithRouter(<MainLayout>page</MainLayout>, { route });

      expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
      const bar = within(screen.getByRole('navigation', { name: 'Kündigung' }));
      expect(bar.getByRole('link', { name: 'Verträge hier kündigen' })).toHaveAttribute('href', '/kuendigen');
    },
  );
});
