import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
});
