import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FAQ_ENTRIES } from '../lib/faq-entries.ts';
import { FaqSection } from './faq-section.tsx';

const questions = () =>
  screen.getAllByRole('button', { expanded: undefined }).filter((b) => b.hasAttribute('aria-expanded'));
const openOnes = () => questions().filter((b) => b.getAttribute('aria-expanded') === 'true');

describe('FAQ accordion', () => {
  it('has nine entries, all closed at first', () => {
    render(<FaqSection />);
    expect(questions()).toHaveLength(9);
    expect(openOnes()).toHaveLength(0);
  });

  it('keeps exactly one entry open: opening another closes the first', async () => {
    render(<FaqSection />);
    const [first, second] = questions();

    await userEvent.click(first!);
    expect(openOnes()).toEqual([first]);

    await userEvent.click(second!);
    expect(openOnes()).toEqual([second]);
  });

  it('closes the open entry when it is clicked again', async () => {
    render(<FaqSection />);
    const third = questions()[2]!;
    await userEvent.click(third);
    await userEvent.click(third);
    expect(openOnes()).toHaveLength(0);
  });

  it('shows the answer of the open entry', async () => {
    render(<FaqSection />);
    await userEvent.click(screen.getByRole('button', { name: 'How much does it cost?' }));
    expect(screen.getByText('The pro plan costs 19,99€ per month.')).toBeVisible();
  });
});

describe('FAQ facts', () => {
  const all = FAQ_ENTRIES.map((e) => e.answer).join('\n');

  it('states the single plan, the trial, the cancellation, the price and the languages', () => {
    expect(FAQ_ENTRIES).toHaveLength(9);
    expect(all).toContain('There is a single plan: pro.');
    expect(all).toContain('14-day free trial');
    expect(all).toContain('The cancellation takes effect with the next billing month');
    expect(all).toContain('19,99€ per month');
    expect(all).toContain('Lessons are produced in English and German.');
  });
});
