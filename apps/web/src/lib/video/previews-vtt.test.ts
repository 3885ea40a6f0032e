import { describe, expect, it } from 'vitest';
import { parsePreviewsVtt, previewAt } from './previews-vtt.ts';

const BASE = 'https://school.example/api/media/hls/123-sig/abc/previews.vtt';

// As apps/api/src/modules/media/previews.ts writes it: a picture every 2 s, ten to a row.
const VTT = [
  'WEBVTT',
  '',
  '00:00:00.000 --> 00:00:02.000',
  'previews.jpg#xywh=0,0,160,90',
  '',
  '00:00:02.000 --> 00:00:04.000',
  'previews.jpg#xywh=160,0,160,90',
  '',
  '00:01:20.000 --> 00:01:21.500',
  'previews.jpg#xywh=0,90,160,90',
  '',
].join('\n');

describe('parsePreviewsVtt', () => {
  it('reads each cue time span and its tile of the sprite, resolved against the index address', () => {
    const cues = parsePreviewsVtt(VTT, BASE);
    expect(cues).toEqual([
      {
        start: 0,
        end: 2,
        sprite: 'https://school.example/api/media/hls/123-sig/abc/previews.jpg',
        x: 0,
        y: 0,
        width: 160,
        height: 90,
      },
      {
        start: 2,
        end: 4,
        sprite: 'https://school.example/api/media/hls/123-sig/abc/previews.jpg',
        x: 160,
        y: 0,
        width: 160,
        height: 90,
      },
      {
        start: 80,
        end: 81.5,
        sprite: 'https://school.example/api/media/hls/123-sig/abc/previews.jpg',
        x: 0,
        y: 90,
        width: 160,
        height: 90,
      },
    ]);
  });

  it('reads short stamps without hours, cue identifiers and Windows line ends', () => {
    const text = 'WEBVTT\r\n\r\n1\r\n01:02.500 --> 01:04.000\r\nsprite.jpg#xywh=320,180,160,90\r\n';
    expect(parsePreviewsVtt(text, BASE)).toEqual([
      expect.objectContaining({ start: 62.5, end: 64, x: 320, y: 180 }),
    ]);
  });

  it('leaves out cues that are not tiles and answers nothing for a text that is not WebVTT', () => {
    expect(parsePreviewsVtt('WEBVTT\n\n00:00.000 --> 00:02.000\nHello\n', BASE)).toEqual([]);
    expect(parsePreviewsVtt('<html>403</html>', BASE)).toEqual([]);
  });
});

describe('previewAt', () => {
  const cues = parsePreviewsVtt(VTT, BASE);

  it('answers the cue whose span holds the time, a span ending where the next begins', () => {
    expect(previewAt(cues, 0)?.x).toBe(0);
    expect(previewAt(cues, 1.99)?.x).toBe(0);
    expect(previewAt(cues, 2)?.x).toBe(160);
  });

  it('keeps the last picture begun through a gap and past the end, the first before it, none without cues', () => {
    expect(previewAt(cues, 10)?.x).toBe(160);
    expect(previewAt(cues, -1)?.x).toBe(0);
    expect(previewAt(cues, 500)?.y).toBe(90);
    expect(previewAt([], 3)).toBeNull();
  });
});
