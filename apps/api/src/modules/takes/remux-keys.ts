/** The remuxing queue's name; a job's key is the storage key of the recording it remuxes (decision 0632). */
export const TAKE_REMUX_QUEUE = 'take-remux';

const REMUXED = '.cued.webm';

/** Whether a recording is remuxed when it is stored: a WebM not remuxed yet (MediaRecorder's has no length). */
export const needsRemux = (key: string) => key.endsWith('.webm') && !key.endsWith(REMUXED);

/** Where the remuxed file of a recording is stored: beside it, `<uuid>.cued.webm`, one name per recording. */
export const remuxedKey = (key: string) => `${key.slice(0, -'.webm'.length)}${REMUXED}`;

/**
 * The files a recording may have in the storage: the recording, and while it is not remuxed the remuxed file a job
 * may have stored before its switch. Deleting a take, an answer or an account removes both, whatever the job's state.
 */
export const filesOfRecording = (key: string | null): string[] =>
  !key ? [] : needsRemux(key) ? [key, remuxedKey(key)] : [key];
