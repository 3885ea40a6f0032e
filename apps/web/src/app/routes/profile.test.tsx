import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SCHOOL_NAME } from '@gjs/shared';
import { loadTexts } from '../../lib/i18n/texts.ts';
import { jsonResponse, stubFetch } from '../../testing/fetch-mock.ts';
import { fakeAuth, makeProfile, renderWithRouter } from '../../testing/render.tsx';
import { Component as ProfileRoute } from './profile.tsx';

describe('/profile route', () => {
  it('titles the page in English', async () => {
    stubFetch(({ url }) => (url === '/api/profile/' ? jsonResponse(makeProfile()) : jsonResponse({}, 403)));
    renderWithRouter(<ProfileRoute />, { route: '/profile', auth: fakeAuth({ user: makeProfile() }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(document.title).toBe(`Profile | ${SCHOOL_NAME}`);
  });

  it('titles the page in German', async () => {
    await loadTexts('de');
    stubFetch(({ url }) => (url === '/api/profile/' ? jsonResponse(makeProfile()) : jsonResponse({}, 403)));
    renderWithRouter(<ProfileRoute />, {
      route: '/profile',
      auth: fakeAuth({ user: makeProfile() }),
      language: 'de',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Profil' })).toBeInTheDocument();
    expect(document.title).toBe(`Profil | ${SCHOOL_NAME}`);
  });
});
