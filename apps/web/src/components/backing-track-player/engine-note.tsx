import { Typography } from '@mui/material';
import { useTexts } from '../../lib/i18n/texts.ts';
import { audioTexts } from './audio-texts.ts';
import type { EngineState } from './use-practice-media.ts';

/**
 * What the member should know about the sound: without AudioWorklet the player only changes the speed (decision
 * 0313); with it, while the audio is prepared and if it could not be.
 */
export function EngineNote({ engine, state }: { engine: boolean; state: EngineState }) {
  const texts = useTexts(audioTexts);
  const text = !engine
    ? texts.noEngine
    : state === 'loading'
      ? texts.loadingAudio
      : state === 'failed'
        ? texts.engineFailed
        : null;
  if (!text) return null;
  return (
    <Typography
      variant="body2"
      role={state === 'failed' ? 'alert' : 'status'}
      color={state === 'failed' ? 'error' : 'text.secondary'}
      data-testid="engine-note"
    >
      {text}
    </Typography>
  );
}
