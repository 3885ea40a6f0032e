import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SCHOOL_NAME } from '@gjs/shared';
import { renderWithRouter } from '../../testing/render.tsx';
import { isFooterShown } from './footer.tsx';
import { MainLayout } from './main-layout.tsx';

describe('footer visibility', () => {
  it.each(['/courses', '/courses/4', '/backing-tracks', '/backing-tracks/2'])('is hidden on %s', (path) => {
    expect(isFooterShown(path)).toBe(false);
  });

  it.each(['/', '/login', '/pricing', '/forum', '/contact', '/agb'])('is shown on %s', (path) => {
    expect(isFooterShown(path)).toBe(true);
  });

  it('leaves the header but drops the footer from the frame of a course page', () => {
    renderWithRouter(<MainLayout>course</MainLayout>, { route: '/courses/4' });

    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });
});

describe('footer content', () => {
  it('links to contact and the legal pages and carries the copyright line with the current year', () => {
    renderWithRouter(<MainLayout>page</MainLayout>, { route: '/login' });

    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    expect(footer.getByRole('link', { name: 'Imprint' })).toHaveAttribute('href', '/impressum');
    expect(footer.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', '/agb');
    expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(
      footer.getByText(`© ${new Date().getFullYear()} ${SCHOOL_NAME}. All rights reserved.`),
    ).toBeInTheDocument();
  });
});
