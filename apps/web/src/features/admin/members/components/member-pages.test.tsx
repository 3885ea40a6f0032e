import { configure, screen, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminMemberDetail, AdminMemberList } from '@gjs/shared';
import { loadTexts } from '#lib/i18n/texts.ts';
import { jsonResponse, stubFetch } from '#testing/fetch-mock.ts';
import { renderWithRouter } from '#testing/render.tsx';
import { MemberDetailPage } from './member-detail-page.tsx';
import { MemberListPage } from './member-list-page.tsx';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5000 });
const userEvent = userEventLib.setup({ delay: null });

beforeAll(() => loadTexts('de'));

const MEMBER: AdminMemberDetail = {
  id: 4,
  username: 'stochelo',
  email: 'stochelo@example.com',
  first_name: 'Stochelo',
  last_name: 'Rosenberg',
  is_staff: false,
  is_active: true,
  takes_lessons: true,
  date_joined: '2026-03-03T10:00:00.000Z',
  last_login: null,
  subscription_status: 'active',
  bio: '',
  profile_image: null,
  level: 'advanced',
  language: 'deutsch',
  email_notifications: true,
  street_address: '',
  city: '',
  state: '',
  postal_code: '',
  country: '',
  subscription: {
    plan: 'pro',
    status: 'active',
    payment_provider: 'stripe',
    provider_subscription_id: 'sub_1',
    start_date: '2026-03-03T00:00:00.000Z',
    end_date: '2027-03-03T00:00:00.000Z',
    cancel_at_period_end: false,
    complimentary: false,
    grants_access: true,
  },
};

const LIST: AdminMemberList = { count: 1, page: 1, page_size: 50, results: [MEMBER] };

describe('the members pages in German', () => {
  it('list the members with German headings, statuses and dates', async () => {
    stubFetch(() => jsonResponse(LIST));
    renderWithRouter(<MemberListPage memberHref={(id) => `/admin/members/${id}`} />, { language: 'de' });
    const table = await screen.findByRole('table', { name: 'Mitglieder' });
    expect(screen.getByRole('heading', { name: 'Mitglieder' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nach Name, Benutzername oder E-Mail suchen')).toBeInTheDocument();
    for (const header of ['Benutzername', 'Name', 'E-Mail', 'Abo', 'Merkmale', 'Dabei seit'])
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    expect(within(table).getByText('Aktiv')).toBeInTheDocument();
    expect(within(table).getByText('Unterricht')).toBeInTheDocument();
    expect(within(table).getByText('3. März 2026')).toBeInTheDocument();
    expect(screen.getByText('1–1 von 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zur nächsten Seite' })).toBeInTheDocument();
    expect(screen.queryByText('Username')).not.toBeInTheDocument();
  });

  it('say in German that no member matched', async () => {
    stubFetch(() => jsonResponse({ ...LIST, count: 0, results: [] }));
    renderWithRouter(<MemberListPage memberHref={(id) => `/admin/members/${id}`} />, { language: 'de' });
    expect(await screen.findByText('Keine Mitglieder gefunden.')).toBeInTheDocument();
  });

  it('show a member and ask before a hard step in German', async () => {
    stubFetch(() => jsonResponse(MEMBER));
    renderWithRouter(
      <MemberDetailPage
        memberId={4}
        currentUserId={1}
        listHref="/admin/members"
        onDeleted={() => undefined}
      />,
      { language: 'de' },
    );
    const profile = await screen.findByRole('table', { name: 'Profil' });
    expect(within(profile).getByRole('rowheader', { name: 'Letzte Anmeldung' })).toBeInTheDocument();
    expect(within(profile).getByText('Nie')).toBeInTheDocument();
    expect(within(profile).getByText('Fortgeschritten')).toBeInTheDocument();
    expect(within(profile).getByText('Deutsch')).toBeInTheDocument();
    const subscription = screen.getByRole('table', { name: 'Details zum Abo' });
    expect(within(subscription).getByText('Aktiv (Stripe)')).toBeInTheDocument();
    expect(within(subscription).getByRole('rowheader', { name: 'Nächste Abbuchung' })).toBeInTheDocument();
    expect(within(subscription).getByText('3. März 2027')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Alle Mitglieder' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nimmt Privatunterricht')).toBeChecked();
    expect(screen.queryByText('Subscription')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Konto deaktivieren' }));
    const dialog = screen.getByRole('dialog', { name: 'stochelo deaktivieren?' });
    expect(within(dialog).getByRole('button', { name: 'Deaktivieren' })).toBeInTheDocument();
    expect(within(dialog).getByText(/wird überall abgemeldet/)).toBeInTheDocument();
  });

  it('grant a complimentary subscription in German', async () => {
    stubFetch(() => jsonResponse(MEMBER));
    renderWithRouter(
      <MemberDetailPage
        memberId={4}
        currentUserId={1}
        listHref="/admin/members"
        onDeleted={() => undefined}
      />,
      { language: 'de' },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Gratis-Abo vergeben' }));
    const dialog = screen.getByRole('dialog', { name: 'Gratis-Abo vergeben' });
    expect(
      within(dialog).getByText(/Das ersetzt das aktuelle Abo \(Aktiv \(Stripe\)\)\./),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/Das laufende Abo bei Stripe wird jetzt gekündigt/)).toBeInTheDocument();
    expect(within(dialog).getByRole('radiogroup', { name: 'Dauer' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Bis zu einem Datum' }));
    expect(within(dialog).getByLabelText('Zugang endet am')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Vergeben' })).toBeInTheDocument();
    expect(within(dialog).queryByText('Grant')).not.toBeInTheDocument();
  });
});
