import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../../testing/fetch-mock.ts';
import { fakeAuth, renderWithRouter } from '../../testing/render.tsx';
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
  it('sends a visitor to /login?redirect=/backing-tracks without calling the API', async () => {
    const { router, calls } = renderRoute();
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/login?redirect=/backing-tracks',
    );
    expect(calls).toHaveLength(0);
  });

  it('waits for the start-up session check before deciding', () => {
    renderRoute(fakeAuth({ loading: true }));
    expect(screen.getByLabelText('Loading')).toBeInTheDocument();
  });
});
