import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeAuth, makeProfile, renderWithRouter } from '../../testing/render.tsx';
import { Header, NARROW_SCREEN_QUERY } from './header.tsx';

function mainNavLinks() {
  const nav = screen.getByRole('navigation', { name: 'Main' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

/** jsdom has no layout: make `matchMedia` answer the narrow-screen query as a phone would. */
function emulateNarrowScreen() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === NARROW_SCREEN_QUERY,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

describe('Header navigation per role', () => {
  it('shows a visitor Home, Courses, Backing Tracks, Pricing, Login and a Register button to /pricing', () => {
    renderWithRouter(<Header />, { route: '/login' });

    expect(mainNavLinks()).toEqual(['Home', 'Courses', 'Backing Tracks', 'Pricing', 'Login', 'Register']);
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/pricing');
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('shows a member Forum, Profile and Logout, but not Pricing, Login, Register or Private Lessons', () => {
    renderWithRouter(<Header />, { auth: fakeAuth({ user: makeProfile() }) });

    expect(mainNavLinks()).toEqual(['Home', 'Courses', 'Backing Tracks', 'Forum', 'Profile']);
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('adds Private Lessons for a member who takes lessons', () => {
    renderWithRouter(<Header />, { auth: fakeAuth({ user: makeProfile({ takes_lessons: true }) }) });

    expect(mainNavLinks()).toEqual([
      'Home',
      'Courses',
      'Backing Tracks',
      'Forum',
      'Profile',
      'Private Lessons',
    ]);
  });

  it('marks the current route, and only it, with aria-current="page" (Home only on / itself)', () => {
    renderWithRouter(<Header />, { route: '/courses/12' });

    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Courses' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Login' })).not.toHaveAttribute('aria-current');
  });

  it('calls logout when Logout is pressed', async () => {
    const logout = vi.fn(async () => undefined);
    renderWithRouter(<Header />, { auth: fakeAuth({ user: makeProfile(), logout }) });

    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));

    expect(logout).toHaveBeenCalledOnce();
  });
});

describe('Header on a narrow screen', () => {
  it('moves the links into a Menu panel opened by "Open main menu" and closed by "Close menu"', async () => {
    emulateNarrowScreen();
    renderWithRouter(<Header />, { route: '/login' });

    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open main menu' }));

    const panel = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(panel).getByRole('link', { name: 'Login' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(panel).getByRole('button', { name: 'Close menu' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes the panel when a link is chosen and goes there', async () => {
    emulateNarrowScreen();
    const { router } = renderWithRouter(<Header />, { route: '/login' });

    await userEvent.click(screen.getByRole('button', { name: 'Open main menu' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('link', { name: 'Courses' }));

    expect(router.state.location.pathname).toBe('/courses');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes the panel and logs out when Logout in the panel is pressed', async () => {
    emulateNarrowScreen();
    const logout = vi.fn(async () => undefined);
    renderWithRouter(<Header />, { auth: fakeAuth({ user: makeProfile(), logout }) });

    await userEvent.click(screen.getByRole('button', { name: 'Open main menu' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Logout' }));

    expect(logout).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
