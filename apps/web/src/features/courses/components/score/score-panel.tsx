import type { PlayerMedia } from '#lib/audio-engine/player-media.ts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Box, Stack, Typography, useMediaQuery } from '@mui/material';
import { barMsAt, type ChapterScore } from '@gjs/shared';
import type { Ramp } from '#lib/backing-track-timing/ramp.ts';
import { useTexts } from '#lib/i18n/texts.ts';
import { keyOf } from '../../lib/score-facts.ts';
import { parseScoreLink } from '#lib/loop-link/score-link.ts';
import { scoreTexts } from '../../lib/score-texts.ts';
import { SCORE_VIEW_HEIGHT, ScoreFrame } from './score-frame.tsx';
import { ScoreToolbar } from './score-toolbar.tsx';
import { useAlphaTab } from './use-alphatab.ts';
import { usePassageGestures } from './use-passage-gestures.ts';
import { useScoreMedia } from './use-score-media.ts';
import { useScorePractice } from './use-score-practice.ts';
import { useScorePassage, type TrackPassage } from './use-score-passage.ts';

export type ScorePanelProps = {
  score: ChapterScore;
  /** The chapter's heading: the piece's name when the file has no title. */
  heading: string;
  chapterId: number;
  /** Whether the chapter has a video or backing track: known with the chapter, before the media element is. */
  withMedia: boolean;
  /** The chapter's video or backing track, once on the page; the score plays itself only without `withMedia`. */
  media: PlayerMedia | null;
  /** The playback rate of the chapter's media (1 = 100 %). */
  speed: number;
  onSpeedChange?: ((speed: number) => void) | undefined;
  /** The query of a score link that named this chapter (decision 0631), read once the score is known. */
  link: URLSearchParams | null;
  /** A backing-track chapter's chart selection, which the score's passage is (its player loops it); none in a video. */
  shared?: TrackPassage | undefined;
};

const PHONE_QUERY = '(max-width: 599.95px)';

/**
 * A chapter's score (decision 0631): notation and tablature drawn by alphaTab, a cursor that follows the chapter's
 * media, bars to click (seek) or drag over (loop), a part chooser and a zoom. The region's text names the piece and
 * keeps "Bar N of M" equal to the bar under the cursor.
 */
export default function ScorePanel({
  score,
  heading,
  chapterId,
  withMedia,
  media,
  speed,
  onSpeedChange,
  link,
  shared,
}: ScorePanelProps) {
  const texts = useTexts(scoreTexts);
  const phone = useMediaQuery(PHONE_QUERY, { noSsr: true });
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const [dropped, setDropped] = useState(false);
  const [track, setTrack] = useState(0);
  const [scale, setScale] = useState(phone ? 0.75 : 1);
  const shown = useMemo(() => ({ scale, track }), [scale, track]);
  const { api, score: model, drawn, failed } = useAlphaTab(element, score.url, withMedia, shown);
  const [passage, setPassage] = useScorePassage(shared, model, score.sync_points, media);
  const [ramp, setRamp] = useState<Ramp | null>(null);
  const [withCountIn, setWithCountIn] = useState(false);
  const onLoopJump = useScorePractice({
    media,
    passage,
    ramp,
    withCountIn,
    beatSeconds: barMsAt(model?.tempo ?? 120) / 4000,
    onSpeedChange,
  });
  const bar = useScoreMedia({
    element,
    api,
    score: model,
    media,
    points: score.sync_points,
    // In a backing-track chapter the player loops the passage, with its ramp and count-in.
    passage: shared ? null : passage,
    onLoopJump,
  });
  usePassageGestures(element, api, model, track, passage, setPassage);

  // A score link: the passage and tempo it names, once the score's bars are known; the rest is dropped with a notice.
  const linkRead = useRef(false);
  useEffect(() => {
    if (!model || !link || linkRead.current) return;
    linkRead.current = true;
    const parsed = parseScoreLink(link, model.masterBars.length);
    setDropped(parsed.invalid.length > 0);
    if (parsed.bars) setPassage(parsed.bars);
    if (parsed.tempo !== null) onSpeedChange?.(parsed.tempo / 100);
  }, [model, link, onSpeedChange, setPassage]);

  const facts = useMemo(() => {
    if (!model) return null;
    const first = model.masterBars[0];
    const key = first ? keyOf(first.keySignature, first.keySignatureType === 1) : null;
    return {
      piece: model.title || heading,
      key: key ? texts.keyNames[key.mode](key.tonic) : texts.unknownKey,
      tempo: model.tempo,
      bars: model.masterBars.length,
    };
  }, [model, heading, texts]);

  const clearPassage = useCallback(() => {
    setPassage(null);
    if (api && !media) api.playbackRange = null;
  }, [api, media, setPassage]);

  return (
    <ScoreFrame>
      <Stack spacing={1.5}>
        <Box>
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ minHeight: '1.43em' }}
            data-testid="score-summary"
          >
            {facts ? texts.summary(facts.piece, facts.key, facts.tempo, facts.bars) : ''}
          </Typography>
          <Typography
            role="status"
            variant="body2"
            sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
            data-testid="score-bar"
          >
            {facts ? texts.barOf(bar + 1, facts.bars) : failed ? texts.failed : texts.loading}
          </Typography>
          {dropped && (
            <Typography variant="body2" color="warning.dark" role="alert">
              {texts.droppedFromLink}
            </Typography>
          )}
        </Box>
        <ScoreToolbar
          api={api}
          tracks={model?.tracks.map((t) => t.name) ?? []}
          track={track}
          onTrackChange={setTrack}
          scale={scale}
          onScaleChange={setScale}
          withPlay={!withMedia}
          passage={passage}
          onClearPassage={clearPassage}
          linkQuery={passage ? { chapterId, passage, tempo: speed * 100 } : null}
          practice={
            media && onSpeedChange && !shared
              ? { ramp, onRampChange: setRamp, countIn: withCountIn, onCountInChange: setWithCountIn }
              : null
          }
        />
        <Box
          sx={{
            // The reserved height until drawn keeps the page below still (decision 0631); a short score shrinks then.
            ...(drawn ? {} : { height: SCORE_VIEW_HEIGHT }),
            maxHeight: SCORE_VIEW_HEIGHT,
            overflow: 'auto',
            position: 'relative',
            bgcolor: '#fff',
            // alphaTab draws its cursor, the selected bars and the played notes as elements it leaves unstyled.
            '& .at-cursor-bar': { bgcolor: 'rgba(255, 193, 7, 0.28)' },
            '& .at-cursor-beat': { bgcolor: 'primary.main', width: '3px', opacity: 0.8 },
            '& .at-selection div': { bgcolor: 'rgba(0, 121, 107, 0.16)' },
            '& .at-highlight *': {
              fill: (theme) => theme.palette.primary.dark,
              stroke: (theme) => theme.palette.primary.dark,
            },
          }}
          data-drawn={drawn ? 'true' : 'false'}
          data-testid="score-drawing"
        >
          <div ref={setElement} aria-hidden="true" />
        </Box>
      </Stack>
    </ScoreFrame>
  );
}
