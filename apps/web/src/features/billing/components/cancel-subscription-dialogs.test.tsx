import { configure, screen, waitFor } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Subscription } from '@gjs/shared';
import type { Language } from '#lib/i18n/language.ts';
import { loadTexts } from '#lib/i18n/texts.ts';
import { jsonResponse, stubFetch } from '#testing/fetch-mock.ts';
import { fakeAuth, makeProfile, renderWithRouter } from '#testing/render.tsx';
import { CancelSubscriptionDialogs } from './cancel-subscription-dialogs.tsx';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5000 });
const userEvent = userEventLib.setup({ delay: null });

const subscription = (status: Subscription['status']): Subscription => ({
  plan: 'pro',
  status,
  payment_provider: 'stripe',
  start_date: '2026-11-01T00:00:00.000Z',
  end_date: '2026-12-01T00:00:00.000Z',
});

function renderDialogs(
  status: Subscription['status'],
  answer = () => jsonResponse({ message: 'ok' }),
  language: Language = 'en',
) {
  const { calls } = stubFetch(answer);
  const logout = vi.fn(async () => undefined);
  const view = renderWithRouter(<></>, {
    route: '/profile',
    language,
    auth: fakeAuth({ user: makeProfile(), logout }),
    routes: [
      { path: '/profile', element: <CancelSubscriptionDialogs subscription={subscription(status)} /> },
      { path: '/', element: <p>home page</p> },
    ],
  });
  return { ...view, calls, logout };
}

const open = async () => userEvent.click(await screen.findByRole('button', { name: 'Cancel Subscription' }));

describe('cancel subscription dialogs', () => {
  it('are offered only for an active or trial subscription', () => {
    const past = renderDialogs('past_due');
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
    past.unmount();
    renderDialogs('trial');
    expect(screen.getByRole('button', { name: 'Cancel Subscription' })).toBeInTheDocument();
  });

  it('explain that a trial account is deleted at once; Keep Subscription closes', async () => {
    const { calls } = renderDialogs('trial');
    await open();
    const dialog = await screen.findByRole('dialog', { name: 'What Happens When You Cancel?' });
    expect(dialog).toHaveTextContent('all your data and progress are permanently deleted');
    await userEvent.click(screen.getByRole('button', { name: 'Keep Subscription' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toHaveLength(0);
  });

  it('explain that a paid subscription runs to the end of the billing period', async () => {
    renderDialogs('active');
    await open();
    expect(await screen.findByRole('dialog', { name: 'What Happens When You Cancel?' })).toHaveTextContent(
      'stays active until the end of the current billing period',
    );
  });

  it('ask for a final confirmation; Go Back returns to the explanation', async () => {
    renderDialogs('active');
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Proceed to Cancel' }));
    const final = await screen.findByRole('dialog', { name: 'Final Confirmation' });
    expect(final).toHaveTextContent('This action cannot be undone.');
    await userEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(await screen.findByRole('dialog', { name: 'What Happens When You Cancel?' })).toBeInTheDocument();
  });

  it('cancel with an empty POST, then log out and go to /', async () => {
    const { calls, logout, router } = renderDialogs('trial');
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Proceed to Cancel' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, Cancel My Subscription' }));
    await waitFor(() => expect(logout).toHaveBeenCalledTimes(1));
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ url: '/api/cancel-subscription/', method: 'POST', body: undefined });
    expect(router.state.location.pathname).toBe('/');
  });

  it('show the failure alert and keep the session when the cancellation fails', async () => {
    const { logout } = renderDialogs('active', () => jsonResponse({ message: 'Provider down' }, 502));
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Proceed to Cancel' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, Cancel My Subscription' }));
    expect(
      await screen.findByText('Failed to cancel subscription. Please try again or contact support.'),
    ).toBeInTheDocument();
    expect(logout).not.toHaveBeenCalled();
  });
});

describe('cancel subscription dialogs in German', () => {
  it('explain the trial, ask for the final confirmation and say a failure in German', async () => {
    await loadTexts('de');
    renderDialogs('trial', () => jsonResponse({ message: 'Provider down' }, 502), 'de');

    await userEvent.click(await screen.findByRole('button', { name: 'Abo kündigen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Was passiert, wenn du kündigst?' });
    expect(dialog).toHaveTextContent('Du bist in deiner kostenlosen Testphase.');
    expect(dialog).toHaveTextContent('Es wird dir nichts berechnet.');
    expect(screen.getByRole('button', { name: 'Abo behalten' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Weiter zur Kündigung' }));
    const final = await screen.findByRole('dialog', { name: 'Letzte Bestätigung' });
    expect(final).toHaveTextContent('Das kann nicht rückgängig gemacht werden.');
    expect(screen.getByRole('button', { name: 'Zurück' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ja, mein Abo kündigen' }));
    expect(
      await screen.findByText(
        'Dein Abo konnte nicht gekündigt werden. Bitte versuche es noch einmal oder wende dich an den Support.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Cancel Subscription')).not.toBeInTheDocument();
  });

  it('explain in German that a paid subscription runs to the end of the period', async () => {
    await loadTexts('de');
    renderDialogs('active', undefined, 'de');

    await userEvent.click(await screen.findByRole('button', { name: 'Abo kündigen' }));
    expect(await screen.findByRole('dialog', { name: 'Was passiert, wenn du kündigst?' })).toHaveTextContent(
      'bis zum Ende des aktuellen Abrechnungszeitraums aktiv',
    );
  });
});
