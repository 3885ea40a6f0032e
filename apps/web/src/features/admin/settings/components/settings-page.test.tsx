import { configure, screen, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { SiteSettings } from '@gjs/shared';
import { loadTexts } from '#lib/i18n/texts.ts';
import { jsonResponse, stubFetch } from '#testing/fetch-mock.ts';
import { renderWithRouter } from '#testing/render.tsx';
import { SettingsPage } from './settings-page.tsx';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5000 });
const userEvent = userEventLib.setup({ delay: null });

beforeAll(() => loadTexts('de'));

const SETTINGS: SiteSettings = {
  registration_enabled: true,
  maintenance_mode: false,
  maintenance_allow_list: ['/legal'],
  free_signup_enabled: false,
  business_name: 'Gypsy Jazz Guitar School',
  business_street: 'Musterstraße 1',
  business_postal_code: '10115',
  business_city: 'Berlin',
  business_email: 'info@example.com',
  business_responsible_person: 'Django',
  promo_video: '',
  teacher_name: 'Django',
  teacher_bio: '',
  teacher_website: '',
  teacher_photo: '',
};

describe('the site settings in German', () => {
  it('name every setting in German', async () => {
    stubFetch(() => jsonResponse(SETTINGS));
    renderWithRouter(<SettingsPage />, { language: 'de' });
    const form = await screen.findByRole('form', { name: 'Website-Einstellungen' });
    expect(screen.getByRole('heading', { name: 'Website-Einstellungen' })).toBeInTheDocument();
    for (const label of [
      'Registrierung offen',
      'Kostenlose Registrierung',
      'Wartungsmodus',
      'Während der Wartung erreichbar (ein Pfadanfang pro Zeile)',
      'Name des Lehrers',
      'Über den Lehrer',
      'Website des Lehrers',
      'Name des Unternehmens',
      'Straße',
      'Postleitzahl',
      'Ort',
      'Verantwortliche Person',
    ])
      expect(within(form).getByLabelText(label)).toBeInTheDocument();
    expect(within(form).getByRole('heading', { name: 'Startseite' })).toBeInTheDocument();
    expect(within(form).getByRole('heading', { name: 'Lehrer (Startseite)' })).toBeInTheDocument();
    expect(
      within(form).getByRole('heading', { name: 'Angaben zum Unternehmen (Impressum, AGB, Datenschutz)' }),
    ).toBeInTheDocument();
    expect(within(form).getByText('Vorstellungsvideo')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Einstellungen speichern' })).toBeInTheDocument();
    expect(screen.queryByText('Maintenance mode')).not.toBeInTheDocument();
  });

  it('explain a wrong value in German and save', async () => {
    const { calls } = stubFetch(() => jsonResponse(SETTINGS));
    renderWithRouter(<SettingsPage />, { language: 'de' });
    const allowList = await screen.findByLabelText(
      'Während der Wartung erreichbar (ein Pfadanfang pro Zeile)',
    );
    await userEvent.type(allowList, '\nkurse');
    const email = screen.getByLabelText('E-Mail');
    await userEvent.clear(email);
    await userEvent.type(email, 'keine-adresse');
    await userEvent.click(screen.getByRole('button', { name: 'Einstellungen speichern' }));
    expect(await screen.findByText('Jeder Pfad muss mit / beginnen.')).toBeInTheDocument();
    expect(screen.getByText('Gib eine gültige E-Mail-Adresse ein.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);

    await userEvent.clear(allowList);
    await userEvent.type(allowList, '/legal');
    await userEvent.clear(email);
    await userEvent.type(email, 'info@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Einstellungen speichern' }));
    expect(await screen.findByText('Einstellungen gespeichert.')).toBeInTheDocument();
  });
});
