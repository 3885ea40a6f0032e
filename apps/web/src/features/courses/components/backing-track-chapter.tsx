import type { PlayerMedia } from '#lib/audio-engine/player-media.ts';
import { Typography } from '@mui/material';
import type { BackingTrackData } from '@gjs/shared';
import { BackingTrackPlayer } from '#components/backing-track-player/backing-track-player.tsx';
import type { SharedPassage } from '#components/backing-track-player/player-passage.ts';
import { useTexts } from '#lib/i18n/texts.ts';
import { courseViewerTexts } from '../lib/course-viewer-texts.ts';

/** A backing-track chapter: the shared player, whose chord chart follows the audio; its playing time is practice. */
export function BackingTrackChapter({
  data,
  chapterId,
  percent,
  onMediaElement,
  passage,
}: {
  data: BackingTrackData | null;
  chapterId?: number;
  /** The tempo a score link asks for (decision 0631). */
  percent?: number | undefined;
  onMediaElement?: ((media: PlayerMedia | null) => void) | undefined;
  /** The selection and loop the chapter's score shares (decision 0631). */
  passage?: SharedPassage | undefined;
}) {
  const texts = useTexts(courseViewerTexts);
  if (!data) {
    return <Typography color="text.secondary">{texts.noBackingTrack}</Typography>;
  }
  return (
    <BackingTrackPlayer
      audioUrl={data.audio_url}
      chords={data.chords}
      starttime={data.starttime}
      tempo={data.tempo}
      repetitions={data.repetitions}
      trackKey={data.key}
      parts={data.parts}
      downloadUrl={data.audio_download_url}
      practiceItem={chapterId === undefined ? undefined : { kind: 'chapter', id: chapterId }}
      initialSettings={percent === undefined ? undefined : { percent }}
      onMediaElement={onMediaElement}
      passage={passage}
    />
  );
}
