import { configure, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '#testing/fetch-mock.ts';
import { renderWithRouter } from '#testing/render.tsx';
import { loadTexts } from '#lib/i18n/texts.ts';
import { Component as AdminLayout } from './layout.tsx';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => loadTexts('de'));

function renderFrame(language: 'en' | 'de') {
  stubFetch((call) =>
    call.url.includes('/contact-messages/unread/') ? jsonResponse({ unread: 2 }) : jsonResponse({}, 404),
  );
  return renderWithRouter(<AdminLayout />, {
    language,
    route: '/admin/courses',
    routes: [{ path: '/admin', element: <AdminLayout />, children: [{ path: 'courses', element: null }] }],
  });
}

describe('the admin frame', () => {
  it('names its sections in English', async () => {
    renderFrame('en');
    expect(screen.getByRole('heading', { level: 1, name: 'Admin' })).toBeInTheDocument();
    expect(screen.getByRole('tablist', { name: 'Admin sections' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Courses', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Audit log' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Inbox 2 unread' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Admin | Gypsy Jazz Guitar School'));
  });

  it('names its sections in German', async () => {
    renderFrame('de');
    expect(screen.getByRole('heading', { level: 1, name: 'Verwaltung' })).toBeInTheDocument();
    expect(screen.getByRole('tablist', { name: 'Bereiche der Verwaltung' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Kurse', selected: true })).toBeInTheDocument();
    for (const name of ['Backing Tracks', 'Mitglieder', 'Einstellungen', 'Statistik', 'Protokoll'])
      expect(screen.getByRole('tab', { name })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Posteingang 2 ungelesen' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Courses' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Verwaltung | Gypsy Jazz Guitar School'));
  });
});
