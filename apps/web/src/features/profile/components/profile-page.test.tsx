import { configure, screen, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Profile } from '@gjs/shared';
import { jsonResponse, stubFetch, type FetchCall } from '../../../testing/fetch-mock.ts';
import { fakeAuth, makeProfile, renderWithRouter } from '../../../testing/render.tsx';
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

function renderProfile(handler: (call: FetchCall) => Response | Promise<Response>) {
  const { calls } = stubFetch(handler);
  const view = renderWithRouter(<ProfilePage subscriptionActions={() => <p>cancel flow</p>} />, {
    route: '/profile',
    auth: fakeAuth({ user: PROFILE }),
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
});
