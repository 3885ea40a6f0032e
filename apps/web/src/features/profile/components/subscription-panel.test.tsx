import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LanguageContext, loadTexts } from '#lib/i18n/texts.ts';
import { SubscriptionPanel } from './subscription-panel.tsx';

describe('subscription panel', () => {
  it("reads 'Not set' for a missing provider, start date and billing date", () => {
    render(
      <SubscriptionPanel
        subscription={{
          plan: 'pro',
          status: 'trial',
          payment_provider: null,
          start_date: null,
          end_date: null,
        }}
      />,
    );
    expect(screen.getByText('Trial')).toBeInTheDocument();
    expect(screen.getAllByText('Not set')).toHaveLength(3);
  });

  it('says when there is no subscription', () => {
    render(<SubscriptionPanel subscription={null} />);
    expect(screen.getByText('No subscription.')).toBeInTheDocument();
  });

  it('reads in German: the status, the missing values and the empty state', async () => {
    await loadTexts('de');
    const { rerender } = render(
      <LanguageContext value="de">
        <SubscriptionPanel
          subscription={{
            plan: 'pro',
            status: 'trial',
            payment_provider: 'stripe',
            start_date: '2026-03-05T12:00:00.000Z',
            end_date: null,
          }}
        />
      </LanguageContext>,
    );
    expect(screen.getByRole('heading', { name: 'Abo' })).toBeInTheDocument();
    expect(screen.getByText('Testphase')).toBeInTheDocument();
    expect(screen.getByText('Tarif')).toBeInTheDocument();
    expect(screen.getByText('Zahlungsanbieter')).toBeInTheDocument();
    expect(screen.getByText('5. März 2026')).toBeInTheDocument();
    expect(screen.getByText('Nicht festgelegt')).toBeInTheDocument();
    expect(screen.queryByText('Trial')).toBeNull();
    rerender(
      <LanguageContext value="de">
        <SubscriptionPanel subscription={null} />
      </LanguageContext>,
    );
    expect(screen.getByText('Kein Abo.')).toBeInTheDocument();
  });
});
