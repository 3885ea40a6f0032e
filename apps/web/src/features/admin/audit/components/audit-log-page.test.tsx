import { configure, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { AuditList } from '@gjs/shared';
import { loadTexts } from '#lib/i18n/texts.ts';
import { jsonResponse, stubFetch } from '#testing/fetch-mock.ts';
import { renderWithRouter } from '#testing/render.tsx';
import { AuditLogPage } from './audit-log-page.tsx';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => loadTexts('de'));

const LOG: AuditList = {
  entries: [
    {
      id: 1,
      actor_user_id: 1,
      actor_username: 'teacher',
      action: 'course.publish',
      target_type: 'course',
      target_id: '3',
      details: { name: 'Minor Swing' },
      created_at: '2026-11-20T10:00:00.000Z',
    },
  ],
  target_types: ['course', 'backing_track'],
};

describe('the audit log in German', () => {
  it('shows the entries under German headings, with the records as they are', async () => {
    stubFetch(() => jsonResponse(LOG));
    renderWithRouter(<AuditLogPage />, { language: 'de' });
    const table = await screen.findByRole('table', { name: 'Protokoll' });
    expect(screen.getByRole('heading', { name: 'Protokoll' })).toBeInTheDocument();
    for (const header of ['Wann', 'Wer', 'Aktion', 'Objekt', 'Details'])
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    expect(within(table).getByText('course.publish')).toBeInTheDocument();
    expect(within(table).getByText(/^20\.11\.2026, \d\d:\d\d:\d\d$/)).toBeInTheDocument();
    expect(screen.getByLabelText('Aktion (genau, z. B. course.publish)')).toBeInTheDocument();
    expect(screen.getByLabelText('Mitarbeiter')).toBeInTheDocument();
    expect(screen.queryByText('When')).not.toBeInTheDocument();
  });

  it('says in German that there are no entries', async () => {
    stubFetch(() => jsonResponse({ entries: [], target_types: [] }));
    renderWithRouter(<AuditLogPage />, { language: 'de' });
    expect(await screen.findByText('Keine Einträge.')).toBeInTheDocument();
  });
});
