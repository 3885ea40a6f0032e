import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { checkRecording } from '../../src/modules/takes/media-check.ts';
import { wav } from './support.ts';

// The check on a recording's bytes (decision 0632). A browser's MediaRecorder writes WebM as a live stream: the
// segment and its clusters have an unknown size, which music-metadata refuses; the head of a WebM is read on its own.

/** An EBML element: its id's bytes, its size (or the unknown size, all ones), its data. */
function element(id: number[], data: Buffer | number[], unknownSize = false): Buffer {
  const body = Buffer.from(data);
  const size = unknownSize
    ? Buffer.from([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff])
    : Buffer.from([0x40 | (body.length >> 8), body.length & 0xff]);
  return Buffer.concat([Buffer.from(id), size, body]);
}

/** A WebM as Chromium's MediaRecorder writes it: header, a segment and a cluster of unknown size. */
function liveWebm(trackTypes: number[], durationSeconds?: number): Buffer {
  const header = element([0x1a, 0x45, 0xdf, 0xa3], element([0x42, 0x82], Buffer.from('webm')));
  const infoFields = [element([0x2a, 0xd7, 0xb1], [0x0f, 0x42, 0x40])];
  if (durationSeconds !== undefined) {
    const float = Buffer.alloc(8);
    float.writeDoubleBE(durationSeconds * 1000);
    infoFields.push(element([0x44, 0x89], float));
  }
  const info = element([0x15, 0x49, 0xa9, 0x66], Buffer.concat(infoFields));
  const tracks = element(
    [0x16, 0x54, 0xae, 0x6b],
    Buffer.concat(
      trackTypes.map((type, i) =>
        element([0xae], Buffer.concat([element([0xd7], [i + 1]), element([0x83], [type])])),
      ),
    ),
  );
  const cluster = element([0x1f, 0x43, 0xb6, 0x75], Buffer.alloc(64 * 1024, 7), true);
  return Buffer.concat([
    header,
    element([0x18, 0x53, 0x80, 0x67], Buffer.concat([info, tracks, cluster]), true),
  ]);
}

const check = (bytes: Buffer) =>
  checkRecording(Readable.from([bytes.subarray(0, 1000), bytes.subarray(1000)]), bytes.length);

describe('checking a recording on its bytes', () => {
  it("takes MediaRecorder's live WebM, with video or audio only, its length unknown", async () => {
    expect(await check(liveWebm([1, 2]))).toEqual({
      extension: 'webm',
      mime: 'video/webm',
      durationMs: undefined,
    });
    expect(await check(liveWebm([2]))).toEqual({
      extension: 'webm',
      mime: 'audio/webm',
      durationMs: undefined,
    });
  });

  it('reads a WebM that states its length, and refuses one over 15 minutes', async () => {
    expect((await check(liveWebm([2], 3.5))).durationMs).toBe(3500);
    await expect(check(liveWebm([2], 16 * 60))).rejects.toThrow('at most 15 minutes');
  });

  it('refuses an EBML file without audio or video tracks, or without tracks at all', async () => {
    await expect(check(liveWebm([17]))).rejects.toThrow('not an audio or video recording');
    const header = element([0x1a, 0x45, 0xdf, 0xa3], element([0x42, 0x82], Buffer.from('webm')));
    await expect(check(Buffer.concat([header, Buffer.alloc(100)]))).rejects.toThrow(
      'not an audio or video recording',
    );
  });

  it('still reads other containers with music-metadata', async () => {
    expect(await check(wav(1.5))).toEqual({ extension: 'wav', mime: 'audio/wav', durationMs: 1500 });
    await expect(check(Buffer.from('{"name": "not media"}'))).rejects.toThrow(
      'not an audio or video recording',
    );
  });
});
