import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ChordBar } from '@gjs/shared';
import { LanguageContext, loadTexts } from '../../lib/i18n/texts.ts';
import { ChordGrid } from './chord-grid.tsx';

const CHORDS: ChordBar[] = ['Am6', 'Am6', 'Dm6', 'Dm6', 'E7', 'E7', 'Am6', ['Am6', 'E7']];

const cell = (index: number) => document.querySelector<HTMLElement>(`[data-bar-index="${index}"]`)!;
const selectedBars = () =>
  [...document.querySelectorAll<HTMLElement>('[data-selected="true"]')].map((el) =>
    Number(el.dataset.barIndex),
  );

function drag(from: number, over: number[]) {
  fireEvent.pointerDown(cell(from), { button: 0, pointerId: 1 });
  for (const bar of over) fireEvent.pointerEnter(cell(bar), { pointerId: 1 });
  fireEvent.pointerUp(over.length ? cell(over[over.length - 1]!) : cell(from), { pointerId: 1 });
}

describe('ChordGrid', () => {
  it('shows every bar in a grid of four columns, a bar with several chords split into its chords', () => {
    render(<ChordGrid chords={CHORDS} label="Chord Progression" />);

    const grid = screen.getByRole('group', { name: 'Chord Progression' });
    expect(grid).toHaveStyle({ gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' });
    expect(grid.querySelectorAll('[data-bar-index]')).toHaveLength(8);
    expect(within(cell(7)).getByText('Am6')).toBeInTheDocument();
    expect(within(cell(7)).getByText('E7')).toBeInTheDocument();
    // A static chart has no buttons.
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('marks the current bar and the selected range with data attributes', () => {
    render(<ChordGrid chords={CHORDS} currentBar={2} selection={{ start: 4, end: 6 }} />);

    expect(cell(2)).toHaveAttribute('data-current', 'true');
    expect(cell(2)).toHaveAttribute('aria-current', 'true');
    expect(document.querySelectorAll('[data-current]')).toHaveLength(1);
    expect(selectedBars()).toEqual([4, 5, 6]);
  });

  it('gives interactive bars an accessible name with their chords', () => {
    render(<ChordGrid chords={CHORDS} onBarClick={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Bar 8: Am6, E7' })).toBe(cell(7));
  });

  it('names the chart and its bars in German on a German page', async () => {
    await loadTexts('de');
    render(
      <LanguageContext value="de">
        <ChordGrid chords={CHORDS} onBarClick={() => undefined} />
      </LanguageContext>,
    );
    expect(screen.getByRole('group', { name: 'Akkordchart' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Takt 8: Am6, E7' })).toBe(cell(7));
    expect(screen.queryByRole('button', { name: 'Bar 8: Am6, E7' })).not.toBeInTheDocument();
  });

  it('selects the range dragged over, in either direction, and shows it while dragging', () => {
    const onSelectRange = vi.fn();
    const onBarClick = vi.fn();
    render(<ChordGrid chords={CHORDS} onSelectRange={onSelectRange} onBarClick={onBarClick} />);

    fireEvent.pointerDown(cell(5), { button: 0, pointerId: 1 });
    fireEvent.pointerEnter(cell(4), { pointerId: 1 });
    fireEvent.pointerEnter(cell(2), { pointerId: 1 });
    expect(selectedBars()).toEqual([2, 3, 4, 5]);
    fireEvent.pointerUp(cell(2), { pointerId: 1 });

    expect(onSelectRange).toHaveBeenCalledWith({ start: 2, end: 5 });
    expect(onBarClick).not.toHaveBeenCalled();
  });

  it('treats a press released without going over another bar as a click', () => {
    const onSelectRange = vi.fn();
    const onBarClick = vi.fn();
    render(<ChordGrid chords={CHORDS} onSelectRange={onSelectRange} onBarClick={onBarClick} />);

    drag(3, []);

    expect(onBarClick).toHaveBeenCalledWith(3);
    expect(onSelectRange).not.toHaveBeenCalled();
  });

  it('selects a single bar when the drag leaves the bar and comes back', () => {
    const onSelectRange = vi.fn();
    render(<ChordGrid chords={CHORDS} onSelectRange={onSelectRange} onBarClick={() => undefined} />);

    drag(3, [4, 3]);

    expect(onSelectRange).toHaveBeenCalledWith({ start: 3, end: 3 });
  });

  it('ends the gesture when the pointer is released outside the grid', () => {
    const onSelectRange = vi.fn();
    render(<ChordGrid chords={CHORDS} onSelectRange={onSelectRange} onBarClick={() => undefined} />);

    fireEvent.pointerDown(cell(0), { button: 0, pointerId: 1 });
    fireEvent.pointerEnter(cell(1), { pointerId: 1 });
    fireEvent.pointerUp(document.body, { pointerId: 1 });

    expect(onSelectRange).toHaveBeenCalledWith({ start: 0, end: 1 });
  });

  it('forgets a gesture the browser cancelled', () => {
    const onSelectRange = vi.fn();
    const onBarClick = vi.fn();
    render(<ChordGrid chords={CHORDS} onSelectRange={onSelectRange} onBarClick={onBarClick} />);

    fireEvent.pointerDown(cell(0), { button: 0, pointerId: 1 });
    fireEvent.pointerEnter(cell(1), { pointerId: 1 });
    fireEvent.pointerCancel(cell(1), { pointerId: 1 });
    fireEvent.pointerUp(cell(1), { pointerId: 1 });

    expect(onSelectRange).not.toHaveBeenCalled();
    expect(onBarClick).not.toHaveBeenCalled();
    expect(selectedBars()).toEqual([]);
  });

  it('ignores presses of other mouse buttons', () => {
    const onBarClick = vi.fn();
    render(<ChordGrid chords={CHORDS} onBarClick={onBarClick} />);

    fireEvent.pointerDown(cell(1), { button: 2, pointerId: 1 });
    fireEvent.pointerUp(cell(1), { pointerId: 1 });

    expect(onBarClick).not.toHaveBeenCalled();
  });

  it('works with a real pointer sequence: a click and a drag', async () => {
    const user = userEvent.setup();
    const onSelectRange = vi.fn();
    const onBarClick = vi.fn();
    render(<ChordGrid chords={CHORDS} onSelectRange={onSelectRange} onBarClick={onBarClick} />);

    await user.click(cell(6));
    expect(onBarClick).toHaveBeenCalledWith(6);

    await user.pointer([
      { keys: '[MouseLeft>]', target: cell(1) },
      { target: cell(2) },
      { target: cell(3) },
      { keys: '[/MouseLeft]', target: cell(3) },
    ]);
    expect(onSelectRange).toHaveBeenCalledWith({ start: 1, end: 3 });
  });

  it('takes Enter as a click and Shift+Enter or Shift+click as extending from the last clicked bar', async () => {
    const user = userEvent.setup();
    const onSelectRange = vi.fn();
    const onBarClick = vi.fn();
    render(<ChordGrid chords={CHORDS} onSelectRange={onSelectRange} onBarClick={onBarClick} />);

    cell(2).focus();
    await user.keyboard('{Enter}');
    expect(onBarClick).toHaveBeenLastCalledWith(2);

    cell(5).focus();
    await user.keyboard('{Shift>}{Enter}{/Shift}');
    expect(onSelectRange).toHaveBeenLastCalledWith({ start: 2, end: 5 });

    fireEvent.pointerDown(cell(0), { button: 0, pointerId: 1, shiftKey: true });
    expect(onSelectRange).toHaveBeenLastCalledWith({ start: 0, end: 2 });
  });
});
