import { Fragment, memo, type KeyboardEvent, type PointerEvent } from 'react';
import { Box, Typography } from '@mui/material';
import { alpha, type Theme } from '@mui/material/styles';
import type { ChordBar } from '@gjs/shared';
import type { BarRange } from '../../lib/backing-track-timing/timing.ts';
import { useTexts } from '../../lib/i18n/texts.ts';
import { chordGridTexts } from './chord-grid-texts.ts';
import { useBarDrag, type BarHandlers } from './use-bar-drag.ts';

/** Bars per row of a chord chart (product 0426). */
export const BARS_PER_ROW = 4;

export type ChordGridProps = {
  /** One entry per bar: a chord, or several chords sharing the bar. */
  chords: ChordBar[];
  /** The bar (position in `chords`) to highlight as the one playing. */
  currentBar?: number | null;
  /** The selected bars, inclusive. */
  selection?: BarRange | null;
  /** A press on a bar released without dragging over another bar (also Enter on a focused bar). */
  onBarClick?: (bar: number) => void;
  /** A press dragged over bars, on release (also Shift+click or Shift+Enter from the last clicked bar). */
  onSelectRange?: (range: BarRange) => void;
  /** The accessible name of the chart ('Chord chart' in the page's language by default). */
  label?: string;
  /** Bars per row; a chord chart has four. */
  barsPerRow?: number;
};

const chordsOf = (bar: ChordBar): string[] => (Array.isArray(bar) ? bar : [bar]);

const inRange = (bar: number, range: BarRange | null | undefined) =>
  range != null && bar >= range.start && bar <= range.end;

/**
 * A chord chart, four bars a row; a bar with several chords is split into equal parts. With `onBarClick` or
 * `onSelectRange` the bars become buttons that take clicks and drag selections. Each bar cell carries
 * `data-bar-index`, and `data-current` / `aria-current` and `data-selected` when they apply.
 */
export function ChordGrid({
  chords,
  currentBar = null,
  selection = null,
  onBarClick,
  onSelectRange,
  label,
  barsPerRow = BARS_PER_ROW,
}: ChordGridProps) {
  const texts = useTexts(chordGridTexts);
  const interactive = Boolean(onBarClick || onSelectRange);
  const drag = useBarDrag({ barCount: chords.length, enabled: interactive, onBarClick, onSelectRange });
  const shownSelection = drag.draft ?? selection;

  return (
    <Box
      role="group"
      aria-label={label ?? texts.chart}
      sx={{
        display: 'grid',
        gridTemplateColumns: `repeat(${barsPerRow}, minmax(0, 1fr))`,
        gap: { xs: 0.5, sm: 0.75 },
        userSelect: 'none',
        WebkitUserSelect: 'none',
        // A drag over the chart selects bars instead of scrolling the page.
        touchAction: interactive ? 'none' : 'auto',
      }}
    >
      {chords.map((bar, index) => (
        <BarCell
          key={index}
          index={index}
          bar={bar}
          current={index === currentBar}
          selected={inRange(index, shownSelection)}
          interactive={interactive}
          handlers={drag.handlers}
        />
      ))}
    </Box>
  );
}

type BarCellProps = {
  index: number;
  bar: ChordBar;
  current: boolean;
  selected: boolean;
  interactive: boolean;
  handlers: BarHandlers;
};

const cellSx =
  (current: boolean, selected: boolean, interactive: boolean, split: boolean) => (theme: Theme) => ({
    position: 'relative' as const,
    display: 'flex',
    // On a phone a quarter of the width is too narrow for two chords side by side: they stack.
    flexDirection: split ? { xs: 'column' as const, sm: 'row' as const } : ('row' as const),
    alignItems: 'stretch',
    minHeight: { xs: 52, sm: 60 },
    borderRadius: 1.5,
    border: '2px solid',
    borderColor: selected ? theme.palette.secondary.main : theme.palette.grey[300],
    bgcolor: current
      ? theme.palette.primary.main
      : selected
        ? alpha(theme.palette.secondary.main, 0.16)
        : theme.palette.background.paper,
    color: current ? theme.palette.primary.contrastText : theme.palette.text.primary,
    boxShadow: current ? `0 2px 10px ${alpha(theme.palette.primary.main, 0.45)}` : 'none',
    cursor: interactive ? 'pointer' : 'default',
    outline: 'none',
    '&:hover':
      interactive && !current ? { borderColor: selected ? undefined : theme.palette.primary.main } : {},
    '&:focus-visible': { outline: `3px solid ${alpha(theme.palette.primary.main, 0.5)}`, outlineOffset: 2 },
  });

const BarCell = memo(function BarCell({
  index,
  bar,
  current,
  selected,
  interactive,
  handlers,
}: BarCellProps) {
  const texts = useTexts(chordGridTexts);
  const chords = chordsOf(bar);
  const divider = `1px dashed ${current ? 'rgba(255, 255, 255, 0.6)' : '#bdbdbd'}`;
  return (
    <Box
      data-bar-index={index}
      data-current={current ? 'true' : undefined}
      data-selected={selected ? 'true' : undefined}
      aria-current={current ? 'true' : undefined}
      {...(interactive
        ? {
            role: 'button',
            tabIndex: 0,
            'aria-label': texts.bar(index + 1, chords.join(', ')),
            onPointerDown: (event: PointerEvent<HTMLElement>) => handlers.onPointerDown(index, event),
            onPointerEnter: (event: PointerEvent<HTMLElement>) => handlers.onPointerEnter(index, event),
            onKeyDown: (event: KeyboardEvent<HTMLElement>) => handlers.onKeyDown(index, event),
          }
        : {})}
      sx={cellSx(current, selected, interactive, chords.length > 1)}
    >
      <Typography
        component="span"
        aria-hidden={interactive || undefined}
        sx={{
          position: 'absolute',
          top: 2,
          left: 6,
          fontSize: '0.65rem',
          lineHeight: 1.2,
          fontWeight: 600,
          // A muted grey that still reads at 4.5:1 on white, not a faded black that falls below it.
          color: current ? 'inherit' : 'text.secondary',
          opacity: current ? 0.85 : 1,
        }}
      >
        {index + 1}
      </Typography>
      {chords.map((chord, part) => (
        <Fragment key={part}>
          {/* A space before each chord, between the cell's own children (a flex box does not lay it out): the
              shown text reads "1 Am D7", which the bar's spoken name "Bar 1: Am, D7" contains. */}{' '}
          <Box
            sx={{
              flex: 1,
              minWidth: 0,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              px: 0.5,
              pt: chords.length > 1 ? { xs: part === 0 ? 1.5 : 0.25, sm: 1.25 } : 1.25,
              pb: chords.length > 1 ? { xs: 0.25, sm: 0.5 } : 0.5,
              // Full shorthands: the breakpoint rules come after a separate colour and would reset it.
              borderLeft: { xs: 'none', sm: part > 0 ? divider : 'none' },
              borderTop: chords.length > 1 ? { xs: part > 0 ? divider : 'none', sm: 'none' } : 'none',
            }}
          >
            <Typography
              component="span"
              aria-hidden={interactive || undefined}
              sx={{
                fontWeight: 700,
                fontSize: chords.length > 1 ? { xs: '0.85rem', sm: '1rem' } : { xs: '1rem', sm: '1.2rem' },
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
              }}
            >
              {chord}
            </Typography>
          </Box>
        </Fragment>
      ))}
    </Box>
  );
});
