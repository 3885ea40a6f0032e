import { configure, fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Stats } from '@gjs/shared';
import { loadTexts } from '#lib/i18n/texts.ts';
import { jsonResponse, stubFetch } from '#testing/fetch-mock.ts';
import { renderWithRouter } from '#testing/render.tsx';
import { statsTexts } from '../lib/stats-texts.ts';
import { StatsPage } from './stats-page.tsx';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => loadTexts('de'));

const STATS: Stats = {
  from: '2026-03-09',
  to: '2026-03-10',
  total_views: 1234,
  unique_sessions: 56,
  page_views_per_day: [
    { day: '2026-03-09', views: 1000, sessions: 40 },
    { day: '2026-03-10', views: 234, sessions: 16 },
  ],
  top_pages: [{ path: '/courses', views: 1200 }],
  members_by_status: [{ status: 'past_due', count: 3 }],
  signups_per_week: [],
  course_progress: [],
};

describe('the statistics page', () => {
  it('keeps its English words and numbers', async () => {
    stubFetch(() => jsonResponse(STATS));
    renderWithRouter(<StatsPage />);
    expect(await screen.findByTestId('Page views')).toHaveTextContent('1234');
    expect(screen.getByRole('heading', { name: 'Statistics' })).toBeInTheDocument();
    const days = screen.getByRole('table', { name: 'Page views per day' });
    expect(within(days).getByRole('row', { name: '2026-03-09 1000 40' })).toBeInTheDocument();
    const members = screen.getByRole('table', { name: 'Members by subscription status' });
    expect(within(members).getByRole('row', { name: 'past due 3' })).toBeInTheDocument();
  });

  it('speaks German, with German numbers and dates', async () => {
    stubFetch(() => jsonResponse(STATS));
    renderWithRouter(<StatsPage />, { language: 'de' });
    expect(await screen.findByTestId('Page views')).toHaveTextContent('1.234');
    expect(screen.getByRole('heading', { name: 'Statistik' })).toBeInTheDocument();
    expect(screen.getByLabelText('Von')).toBeInTheDocument();
    expect(screen.getByLabelText('Bis')).toBeInTheDocument();
    expect(screen.getByText('Eindeutige Sitzungen')).toBeInTheDocument();
    // The chart's legend names its lines in German.
    const chart = screen.getByRole('figure', { name: 'Seitenaufrufe pro Tag' });
    const legend = chart.querySelector('.MuiChartsLegend-root');
    expect(legend).toHaveTextContent('Seitenaufrufe');
    expect(legend).toHaveTextContent('Sitzungen');
    const days = screen.getByRole('table', { name: 'Seitenaufrufe pro Tag' });
    expect(within(days).getByRole('row', { name: '09.03.2026 1.000 40' })).toBeInTheDocument();
    const top = screen.getByRole('table', { name: 'Meistbesuchte Seiten' });
    expect(within(top).getByRole('row', { name: '/courses 1.200' })).toBeInTheDocument();
    const members = screen.getByRole('table', { name: 'Mitglieder nach Abo-Status' });
    expect(within(members).getByRole('row', { name: 'Zahlung überfällig 3' })).toBeInTheDocument();
    expect(screen.getByText('Keine Registrierungen in diesem Zeitraum.')).toBeInTheDocument();
    expect(screen.getByText('Noch keine Kurse mit Kapiteln.')).toBeInTheDocument();
    expect(screen.queryByText('Top pages')).not.toBeInTheDocument();
  });

  it('says in German why a range cannot be asked for', async () => {
    stubFetch(() => jsonResponse(STATS));
    renderWithRouter(<StatsPage />, { language: 'de' });
    fireEvent.change(screen.getByLabelText('Von'), { target: { value: '2099-01-01' } });
    expect(await screen.findByText('Der Beginn darf nicht nach dem Ende liegen.')).toBeInTheDocument();
  });
});

describe('the charts’ words and numbers', () => {
  it('stay as the charts write them in English', () => {
    const en = statsTexts.en;
    expect(en.axisDay('2026-03-09')).toBe('03-09');
    expect(en.week('2026-03-09')).toBe('Week of 2026-03-09');
    expect(en.axisNumber(1000, '1,000')).toBe('1,000');
  });

  it('are German on a German page', async () => {
    const de = (await import('../lib/stats-texts.de.ts')).default;
    expect(de.axisDay('2026-03-09')).toBe('09.03.');
    expect(de.week('2026-03-09')).toBe('Woche ab 09.03.2026');
    expect(de.axisNumber(1000, '1,000')).toBe('1.000');
    expect(de.chartValue(1234)).toBe('1.234');
    expect(de.chartValue(null)).toBe('');
  });
});
