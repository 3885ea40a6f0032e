import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../../testing/fetch-mock.ts';
import { fakeAuth, makeProfile, renderWithRouter } from '../../testing/render.tsx';
import { Component as BackingTracksRoute } from './backing-tracks.tsx';

function renderRoute(auth = fakeAuth()) {
  const { calls } = stubFetch(() => jsonResponse([]));
  const view = renderWithRouter(<></>, {
    route: '/backing-tracks',
    auth,
    routes: [
      { path: '/backing-tracks', element: <BackingTracksRoute /> },
      { path: '/login', element: <p>login page</p> },
    ],
  });
  return { ...view, calls };
}

describe('/backing-tracks route', () => {
  it('shows a visitor the page with the invitation to subscribe, without calling the API', async () => {
    const { calls } = renderRoute();
    expect(await screen.findByRole('heading', { level: 1, name: 'Backing Tracks' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Subscribe to play along' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute('href', '/pricing');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?redirect=/backing-tracks',
    );
    expect(screen.queryByRole('textbox', { name: 'Search backing tracks' })).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('shows a member the tracks', async () => {
    const { calls } = renderRoute(fakeAuth({ user: makeProfile() }));
    expect(await screen.findByText('Showing 0 of 0 backing tracks')).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toEqual(['/api/backingtracks/']);
  });

  it('waits for the start-up session check before deciding', () => {
    renderRoute(fakeAuth({ loading: true }));
    expect(screen.getByLabelText('Loading')).toBeInTheDocument();
  });
});
