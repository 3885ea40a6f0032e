import { configure, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PracticeSummary, Profile } from '@gjs/shared';
import type { Language } from '#lib/i18n/language.ts';
import { loadTexts } from '#lib/i18n/texts.ts';
import { jsonResponse, stubFetch, type FetchCall } from '#testing/fetch-mock.ts';
import { fakeAuth, makeProfile, renderWithRouter } from '#testing/render.tsx';
import { ProfilePage } from './profile-page.tsx';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5000 });
const userEvent = userEventLib.setup({ delay: null });

const PROFILE = makeProfile({
  bio: 'Rhythm player from Berlin',
  subscription: {
    plan: 'pro',
    status: 'active',
    payment_provider: null,
    start_date: '2026-10-01T00:00:00.000Z',
    end_date: '2026-12-01T00:00:00.000Z',
  },
});

const WEEKS = Array.from({ length: 12 }, (_, i) => ({
  week_start: new Date(Date.UTC(2026, 8, 7 + 7 * i)).toISOString().slice(0, 10),
  seconds: 0,
}));
const NO_PRACTICE: PracticeSummary = {
  today: '2026-11-26',
  week_seconds: 0,
  streak_days: 0,
  weeks: WEEKS,
  top_tracks: [],
  top_chapters: [],
};

/** The profile calls go to `handler`; the practice panel's call gets `practice` (no practice by default). */
function renderProfile(
  handler: (call: FetchCall) => Response | Promise<Response>,
  practice: (call: FetchCall) => Response | Promise<Response> = () => jsonResponse(NO_PRACTICE),
  language: Language = 'en',
) {
  const { calls } = stubFetch((call) =>
    call.url.startsWith('/api/practice/') ? practice(call) : handler(call),
  );
  const view = renderWithRouter(<ProfilePage subscriptionActions={() => <p>cancel flow</p>} />, {
    route: '/profile',
    auth: fakeAuth({ user: PROFILE }),
    language,
  });
  return { ...view, calls };
}

const details = () => within(screen.getByRole('region', { name: 'Personal details' }));

describe('profile page', () => {
  it('shows the profile in read mode with the subscription panel', async () => {
    renderProfile(() => jsonResponse(PROFILE));
    expect(await screen.findByRole('heading', { name: 'Profile', level: 1 })).toBeInTheDocument();
    expect(details().getByText('django@example.com')).toBeInTheDocument();
    expect(details().getByText('Rhythm player from Berlin')).toBeInTheDocument();
    const panel = within(screen.getByRole('region', { name: 'Subscription' }));
    expect(panel.getByText('Pro')).toBeInTheDocument();
    expect(panel.getByText('Active')).toBeInTheDocument();
    expect(panel.getByText('Not set')).toBeInTheDocument();
    expect(panel.getByText('1 October 2026')).toBeInTheDocument();
    expect(panel.getByText('Next Billing Date')).toBeInTheDocument();
    expect(panel.getByText('1 December 2026')).toBeInTheDocument();
    expect(panel.getByText('cancel flow')).toBeInTheDocument();
  });

  it('names the provider when there is one', async () => {
    renderProfile(() =>
      jsonResponse({ ...PROFILE, subscription: { ...PROFILE.subscription!, payment_provider: 'paypal' } }),
    );
    expect(await screen.findByText('PayPal')).toBeInTheDocument();
  });

  it("shows 'Failed to load profile' and reloads on Try Again", async () => {
    let fail = true;
    const { calls } = renderProfile(() =>
      fail ? jsonResponse({ message: 'x' }, 500) : jsonResponse(PROFILE),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load profile');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('django@example.com')).toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/api/profile/')).toHaveLength(2);
  });

  it('edits with first and last name read-only and sends the nested user payload', async () => {
    let saved: Profile = PROFILE;
    const { calls } = renderProfile(({ method, body }) => {
      if (method === 'PATCH') {
        const update = body as { user: { email: string }; bio: string; level: Profile['level'] };
        saved = { ...PROFILE, email: update.user.email, bio: update.bio, level: update.level };
        return jsonResponse(saved);
      }
      return jsonResponse(saved);
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const form = within(screen.getByRole('form', { name: 'Edit profile' }));
    expect(form.getByRole('textbox', { name: 'First Name' })).toHaveAttribute('readonly');
    expect(form.getByRole('textbox', { name: 'Last Name' })).toHaveAttribute('readonly');

    const email = form.getByRole('textbox', { name: 'Email' });
    await userEvent.clear(email);
    await userEvent.type(email, 'new@example.com');
    const bio = form.getByRole('textbox', { name: 'Bio' });
    await userEvent.clear(bio);
    await userEvent.type(bio, 'Lead guitar');
    await userEvent.click(form.getByRole('combobox', { name: 'Level' }));
    await userEvent.click(screen.getByRole('option', { name: 'Advanced' }));
    await userEvent.click(form.getByRole('button', { name: 'Save Changes' }));

    expect(await details().findByText('new@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Edit profile' })).not.toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      user: { email: 'new@example.com', first_name: 'Django', last_name: 'Reinhardt' },
      level: 'advanced',
      language: 'english',
      bio: 'Lead guitar',
      email_notifications: true,
    });
  });

  it("shows 'Failed to update profile' and stays in edit mode when saving fails", async () => {
    renderProfile(({ method }) =>
      method === 'PATCH' ? jsonResponse({ message: 'no' }, 400) : jsonResponse(PROFILE),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update profile')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Edit profile' })).toBeInTheDocument();
  });

  it('Cancel leaves edit mode without saving', async () => {
    const { calls } = renderProfile(() => jsonResponse(PROFILE));
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);
  });

  it('accepts images only and shows the default avatar without a photo', async () => {
    renderProfile(() => jsonResponse(PROFILE));
    await screen.findByText('django@example.com');
    expect(screen.getByLabelText('Profile photo file')).toHaveAttribute('accept', 'image/*');
    expect(screen.getByLabelText('Default avatar')).toBeInTheDocument();
  });

  it('shows the practice of this week, the streak, the 12-week chart and the most practised items', async () => {
    const weeks = WEEKS.map((week, i) =>
      i === 11 ? { ...week, seconds: 754 } : i === 9 ? { ...week, seconds: 60 } : week,
    );
    renderProfile(
      () => jsonResponse(PROFILE),
      () =>
        jsonResponse({
          ...NO_PRACTICE,
          week_seconds: 754,
          streak_days: 3,
          weeks,
          top_tracks: [{ kind: 'track', item_id: 4, name: 'Minor Swing', course_id: null, seconds: 700 }],
          top_chapters: [{ kind: 'chapter', item_id: 9, name: 'The pompe', course_id: 2, seconds: 114 }],
        }),
    );
    const panel = within(await screen.findByRole('region', { name: 'Practice' }));
    expect(await panel.findByTestId('practice-week')).toHaveTextContent('13 min');
    expect(panel.getByTestId('practice-streak')).toHaveTextContent('3 days');
    const chart = panel.getByRole('list', { name: 'Practice time in the last 12 weeks' });
    expect(within(chart).getAllByRole('listitem')).toHaveLength(12);
    expect(within(chart).getByLabelText('Week of 23 Nov: 13 min')).toBeInTheDocument();
    expect(panel.getByRole('link', { name: 'Minor Swing' })).toHaveAttribute(
      'href',
      '/backing-tracks?track=4',
    );
    expect(panel.getByRole('link', { name: 'The pompe' })).toHaveAttribute('href', '/courses/2?chapter=9');
  });

  it('deletes the practice log after asking', async () => {
    let deleted = false;
    const practiced = {
      ...NO_PRACTICE,
      week_seconds: 90,
      weeks: WEEKS.map((w, i) => (i === 11 ? { ...w, seconds: 90 } : w)),
    };
    const { calls } = renderProfile(
      () => jsonResponse(PROFILE),
      ({ method }) => {
        if (method === 'DELETE') {
          deleted = true;
          return new Response(null, { status: 204 });
        }
        return jsonResponse(deleted ? NO_PRACTICE : practiced);
      },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Delete my practice log' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('Play a backing track or a lesson video and your practice time shows here.'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.url === '/api/practice/log/')).toBe(true);
  });

  it('shows no practice panel to a user without a subscription', async () => {
    renderProfile(
      () => jsonResponse(PROFILE),
      () => jsonResponse({ message: 'An active subscription is required to view this content.' }, 403),
    );
    await screen.findByRole('region', { name: 'Subscription' });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Practice' })).toBeNull());
  });
});

describe('profile page in German', () => {
  const renderGerman = (
    handler: (call: FetchCall) => Response | Promise<Response>,
    practice?: (call: FetchCall) => Response | Promise<Response>,
  ) => renderProfile(handler, practice, 'de');
  const germanDetails = () => within(screen.getByRole('region', { name: 'Persönliche Angaben' }));

  it('shows the details, the subscription and the data panel in German, dates in German', async () => {
    await loadTexts('de');
    renderGerman(() => jsonResponse(PROFILE));
    expect(await screen.findByRole('heading', { name: 'Profil', level: 1 })).toBeInTheDocument();
    expect(germanDetails().getByText('Benutzername')).toBeInTheDocument();
    expect(germanDetails().getByText('Mittelstufe')).toBeInTheDocument();
    expect(germanDetails().getByText('Englisch')).toBeInTheDocument();
    expect(germanDetails().getByText('An')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Foto ändern' })).toBeInTheDocument();
    expect(screen.getByLabelText('Standard-Avatar')).toBeInTheDocument();
    const panel = within(screen.getByRole('region', { name: 'Abo' }));
    expect(panel.getByText('Aktiv')).toBeInTheDocument();
    expect(panel.getByText('Nicht festgelegt')).toBeInTheDocument();
    expect(panel.getByText('Nächste Abrechnung')).toBeInTheDocument();
    expect(panel.getByText('1. Oktober 2026')).toBeInTheDocument();
    expect(panel.getByText('1. Dezember 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Meine Daten herunterladen' })).toBeInTheDocument();
    expect(screen.queryByText('Edit Profile')).toBeNull();
    expect(screen.queryByText('Next Billing Date')).toBeNull();
    expect(screen.queryByText('Your data')).toBeNull();
  });

  it('says in German that the profile could not be loaded', async () => {
    await loadTexts('de');
    renderGerman(() => jsonResponse({ message: 'x' }, 500));
    expect(await screen.findByRole('alert')).toHaveTextContent('Das Profil konnte nicht geladen werden');
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
    expect(screen.queryByText('Failed to load profile')).toBeNull();
  });

  it('edits in German and still sends the values the API wants', async () => {
    await loadTexts('de');
    const { calls } = renderGerman(() => jsonResponse(PROFILE));
    await userEvent.click(await screen.findByRole('button', { name: 'Profil bearbeiten' }));
    const form = within(screen.getByRole('form', { name: 'Profil bearbeiten' }));
    expect(form.getByRole('textbox', { name: 'Vorname' })).toHaveAttribute('readonly');
    expect(form.getAllByText('Nicht änderbar')).toHaveLength(2);
    expect(form.getByLabelText('E-Mail-Benachrichtigungen')).toBeChecked();
    expect(form.getByRole('button', { name: 'Abbrechen' })).toBeInTheDocument();

    const email = form.getByRole('textbox', { name: 'E-Mail' });
    await userEvent.clear(email);
    await userEvent.type(email, 'kein-mail');
    await userEvent.click(form.getByRole('button', { name: 'Änderungen speichern' }));
    expect(await form.findByText('Gib eine gültige E-Mail-Adresse ein.')).toBeInTheDocument();
    await userEvent.clear(email);
    await userEvent.type(email, 'django@example.com');

    await userEvent.click(form.getByRole('combobox', { name: 'Sprache' }));
    expect(screen.getByRole('option', { name: 'Englisch' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: 'Deutsch' }));
    await userEvent.click(form.getByRole('combobox', { name: 'Niveau' }));
    await userEvent.click(screen.getByRole('option', { name: 'Fortgeschritten' }));
    await userEvent.click(form.getByRole('button', { name: 'Änderungen speichern' }));

    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({
      level: 'advanced',
      language: 'deutsch',
    });
  });

  it('shows the practice in German units and asks in German before deleting it', async () => {
    await loadTexts('de');
    const weeks = WEEKS.map((week, i) => (i === 11 ? { ...week, seconds: 2 * 3600 + 5 * 60 } : week));
    renderGerman(
      () => jsonResponse(PROFILE),
      () =>
        jsonResponse({
          ...NO_PRACTICE,
          week_seconds: 754,
          streak_days: 1,
          weeks,
          top_tracks: [{ kind: 'track', item_id: 4, name: 'Minor Swing', course_id: null, seconds: 45 }],
        }),
    );
    const panel = within(await screen.findByRole('region', { name: 'Üben' }));
    expect(await panel.findByTestId('practice-week')).toHaveTextContent('13 Min.');
    expect(panel.getByTestId('practice-streak')).toHaveTextContent('1 Tag');
    expect(panel.getByText('Diese Woche')).toBeInTheDocument();
    expect(panel.getByText('Am meisten geübte Tracks')).toBeInTheDocument();
    expect(panel.getByText('· 45 Sek.', { exact: false })).toBeInTheDocument();
    const chart = panel.getByRole('list', { name: 'Übungszeit in den letzten 12 Wochen' });
    expect(within(chart).getByLabelText('Woche ab 23. Nov.: 2 Std. 5 Min.')).toBeInTheDocument();

    await userEvent.click(panel.getByRole('button', { name: 'Mein Übungsprotokoll löschen' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Dein Übungsprotokoll löschen?' }));
    expect(dialog.getByRole('button', { name: 'Löschen' })).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Abbrechen' })).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Cancel' })).toBeNull();
  });
});
