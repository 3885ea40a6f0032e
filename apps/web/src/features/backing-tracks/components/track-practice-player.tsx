import { useCallback } from 'react';
import { Typography } from '@mui/material';
import type { BackingTrack } from '@gjs/shared';
import {
  BackingTrackPlayer,
  type PlayerSettings,
} from '#components/backing-track-player/backing-track-player.tsx';
import { loopLinkPath, type LoopLink } from '#lib/loop-link/loop-link.ts';
import { useTexts } from '#lib/i18n/texts.ts';
import { useDebouncedSave } from '#lib/use-debounced-save.ts';
import { saveTrackSettings, useTrackSettings } from '../api/track-settings.ts';
import { backingTracksTexts } from '../lib/backing-tracks-texts.ts';
import { fromLink, fromStored, toLink, toStored } from '../lib/player-settings.ts';

/** A change is saved once the member has stopped changing things for this long, and when the player closes. */
export const SETTINGS_SAVE_DELAY_MS = 1_000;

export type TrackPracticePlayerProps = { track: BackingTrack; link: LoopLink | null };

/**
 * The player of one track with what the member set there last (decision 0630), or what a loop link asks for;
 * remembers every change on the server and counts the playing time for the practice log.
 */
export function TrackPracticePlayer({ track, link }: TrackPracticePlayerProps) {
  const texts = useTexts(backingTracksTexts);
  const stored = useTrackSettings(track.id);
  const save = useCallback(
    (settings: PlayerSettings, keepalive: boolean) =>
      saveTrackSettings(track.id, toStored(settings), keepalive),
    [track.id],
  );
  const onSettingsChange = useDebouncedSave(save, SETTINGS_SAVE_DELAY_MS, 'Practice settings not saved');
  const linkFor = useCallback(
    (settings: PlayerSettings) => `${window.location.origin}${loopLinkPath(toLink(track.id, settings))}`,
    [track.id],
  );

  if (stored.isPending) {
    return (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        {texts.loadingSettings}
      </Typography>
    );
  }
  // Settings that could not be read are not a reason to keep the member from playing: the player starts fresh.
  const remembered = stored.isSuccess ? stored.data : null;
  const initialSettings = link ? fromLink(link, remembered) : remembered ? fromStored(remembered) : undefined;

  return (
    <BackingTrackPlayer
      audioUrl={track.audio_url}
      downloadUrl={track.audio_download_url}
      chords={track.chords}
      starttime={track.starttime}
      tempo={track.tempo}
      repetitions={track.repetitions}
      trackKey={track.key}
      parts={track.parts}
      initialSettings={initialSettings}
      onSettingsChange={onSettingsChange}
      linkFor={linkFor}
      practiceItem={{ kind: 'track', id: track.id }}
    />
  );
}
