import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeAuth, makeProfile, renderWithRouter } from '#testing/render.tsx';
import { PricingPage } from './pricing-page.tsx';

function RegisterProbe() {
  const location = useLocation();
  return <p data-testid="register-state">{JSON.stringify(location.state)}</p>;
}

function renderPricing(route: string, user: ReturnType<typeof makeProfile> | null = null) {
  return renderWithRouter(<></>, {
    route,
    auth: fakeAuth({ user }),
    routes: [
      { path: '/pricing', element: <PricingPage /> },
      { path: '/register', element: <RegisterProbe /> },
      { path: '/courses', element: <p>courses</p> },
    ],
  });
}

const card = (name: string) => screen.getByRole('article', { name });

describe('pricing page', () => {
  it("shows a visitor the 'PRO PLAN' card marked 'Most Popular', with the price and the trial, and no test plan", () => {
    renderPricing('/pricing');
    const pro = card('PRO PLAN');
    expect(within(pro).getByRole('heading', { name: 'PRO PLAN' })).toBeInTheDocument();
    expect(within(pro).getByText('Most Popular')).toBeInTheDocument();
    expect(within(pro).getByText('19.99 €')).toBeInTheDocument();
    expect(within(pro).getByText('/ month')).toBeInTheDocument();
    expect(within(pro).getByText('First 14 days free trial')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'TEST PLAN' })).not.toBeInTheDocument();
    expect(screen.queryByText("You're Already a Member")).not.toBeInTheDocument();
  });

  it('signs up for pro: /register with selectedPlan pro', async () => {
    renderPricing('/pricing');
    await userEvent.click(within(card('PRO PLAN')).getByRole('button', { name: 'Sign Up' }));
    expect(screen.getByTestId('register-state')).toHaveTextContent('{"selectedPlan":"pro"}');
  });

  it('adds the red TEST PLAN card with ?test=true: 1.00 a day, webhook testing only, no trial', async () => {
    renderPricing('/pricing?test=true');
    const test = card('TEST PLAN');
    expect(within(test).getByText('1.00 €')).toBeInTheDocument();
    expect(within(test).getByText('/ day')).toBeInTheDocument();
    expect(within(test).getByText('Webhook testing only')).toBeInTheDocument();
    expect(within(test).getByText('No trial')).toBeInTheDocument();
    expect(getComputedStyle(test).borderColor).toBe('rgb(211, 47, 47)');

    await userEvent.click(within(test).getByRole('button', { name: 'Test Webhook' }));
    expect(screen.getByTestId('register-state')).toHaveTextContent('{"selectedPlan":"test"}');
  });

  it('ignores other values of test', () => {
    renderPricing('/pricing?test=1');
    expect(screen.queryByRole('article', { name: 'TEST PLAN' })).not.toBeInTheDocument();
  });

  it("tells a member 'You're Already a Member' with View Courses, and no plans", () => {
    renderPricing('/pricing', makeProfile());
    expect(screen.getByRole('heading', { name: "You're Already a Member" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Courses' })).toHaveAttribute('href', '/courses');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows staff the test plan as well', () => {
    renderPricing('/pricing', makeProfile({ is_staff: true }));
    expect(screen.getByRole('heading', { name: "You're Already a Member" })).toBeInTheDocument();
    expect(card('TEST PLAN')).toBeInTheDocument();
    expect(card('PRO PLAN')).toBeInTheDocument();
  });
});
