import { useEffect, useState } from 'react';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import { Box, Button, IconButton, NativeSelect, Stack, Typography } from '@mui/material';
import type { AlphaTabApi } from '@coderline/alphatab';
import {
  CopyLinkButton,
  CountInControl,
  RampControl,
} from '#components/backing-track-player/practice-controls.tsx';
import type { Ramp } from '#lib/backing-track-timing/ramp.ts';
import { useTexts } from '#lib/i18n/texts.ts';
import { scoreLinkQuery, type ScorePassage } from '#lib/loop-link/score-link.ts';
import { scoreTexts } from '../../lib/score-texts.ts';

const SCALES = [0.5, 0.6, 0.75, 0.9, 1, 1.15, 1.3, 1.5];

type ScoreToolbarProps = {
  api: AlphaTabApi | null;
  tracks: string[];
  track: number;
  onTrackChange: (track: number) => void;
  scale: number;
  onScaleChange: (scale: number) => void;
  /** A play button for a score without media, which plays itself. */
  withPlay: boolean;
  passage: ScorePassage | null;
  onClearPassage: () => void;
  linkQuery: { chapterId: number; passage: ScorePassage; tempo: number } | null;
  /** The player's ramp and count-in, where the score follows media whose speed the chapter sets. */
  practice: {
    ramp: Ramp | null;
    onRampChange: (ramp: Ramp | null) => void;
    countIn: boolean;
    onCountInChange: (on: boolean) => void;
  } | null;
};

/** The score's controls: part, zoom, play (without media), and the looped passage with its link. */
export function ScoreToolbar(props: ScoreToolbarProps) {
  const texts = useTexts(scoreTexts);
  const { api, tracks, track, scale, passage, linkQuery, practice } = props;
  const [playing, setPlaying] = useState(false);
  useEffect(() => {
    if (!api) return;
    // alphaTab's PlayerState: 0 paused, 1 playing (its enum is not loaded with this code, only its types).
    const onState = (event: { state: number }) => setPlaying(event.state === 1);
    api.playerStateChanged.on(onState);
    return () => api.playerStateChanged.off(onState);
  }, [api]);
  const step = (direction: 1 | -1) => {
    const index = SCALES.findIndex((value) => value >= scale - 1e-6);
    const next = SCALES[Math.max(0, Math.min(SCALES.length - 1, index + direction))];
    if (next !== undefined) props.onScaleChange(next);
  };
  const togglePlay = () => {
    if (!api) return;
    api.playPause();
  };
  return (
    <Stack spacing={1}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 1 }}>
        {props.withPlay && (
          <Button
            variant="contained"
            size="small"
            startIcon={playing ? <PauseIcon /> : <PlayArrowIcon />}
            onClick={togglePlay}
            disabled={!api}
          >
            {playing ? texts.pause : texts.play}
          </Button>
        )}
        {tracks.length > 1 && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography component="label" htmlFor="score-part" variant="body2">
              {texts.part}
            </Typography>
            <NativeSelect
              id="score-part"
              value={track}
              onChange={(event) => props.onTrackChange(Number(event.target.value))}
            >
              {tracks.map((name, index) => (
                <option key={index} value={index}>
                  {name || `${index + 1}`}
                </option>
              ))}
            </NativeSelect>
          </Stack>
        )}
        <Stack direction="row" sx={{ alignItems: 'center' }} role="group" aria-label={texts.zoom}>
          <IconButton
            size="small"
            aria-label={texts.zoomOut}
            onClick={() => step(-1)}
            disabled={scale <= SCALES[0]!}
          >
            <ZoomOutIcon fontSize="small" />
          </IconButton>
          <Typography
            variant="body2"
            sx={{ minWidth: 44, textAlign: 'center', fontVariantNumeric: 'tabular-nums' }}
          >
            {`${Math.round(scale * 100)}%`}
          </Typography>
          <IconButton
            size="small"
            aria-label={texts.zoomIn}
            onClick={() => step(1)}
            disabled={scale >= SCALES[SCALES.length - 1]!}
          >
            <ZoomInIcon fontSize="small" />
          </IconButton>
        </Stack>
      </Box>
      {practice && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', columnGap: 3, rowGap: 1 }}>
          <RampControl ramp={practice.ramp} onChange={practice.onRampChange} />
          <CountInControl on={practice.countIn} onChange={practice.onCountInChange} />
        </Box>
      )}
      {/* The passage's row is as tall as the hint it replaces, so the drawing below keeps its place. */}
      {passage ? (
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            columnGap: 2,
            rowGap: 1,
            minHeight: 32,
          }}
        >
          <Typography variant="body2" sx={{ fontWeight: 700 }} data-testid="score-passage">
            {texts.passage(passage.first + 1, passage.last + 1)}
          </Typography>
          <Button size="small" onClick={props.onClearPassage}>
            {texts.clearPassage}
          </Button>
          {linkQuery && (
            <CopyLinkButton
              href={`${window.location.origin}${window.location.pathname}?${scoreLinkQuery(
                linkQuery.chapterId,
                linkQuery.passage,
                linkQuery.tempo,
              )}`}
            />
          )}
        </Box>
      ) : (
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ minHeight: 32, display: 'flex', alignItems: 'center' }}
        >
          {texts.passageHint}
        </Typography>
      )}
    </Stack>
  );
}
