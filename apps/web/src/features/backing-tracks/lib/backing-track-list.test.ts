import { describe, expect, it } from 'vitest';
import type { BackingTrack } from '@gjs/shared';
import { ApiError } from '#lib/api-client.ts';
import { filterBackingTracks, loadErrorView, loopLinkNotice, trackTitle } from './backing-track-list.ts';
import { backingTracksTexts } from './backing-tracks-texts.ts';
import de from './backing-tracks-texts.de.ts';

const texts = backingTracksTexts.en;

const track = (id: number, name: string): BackingTrack => ({
  id,
  name,
  tempo: 120,
  key: 'Am',
  audio_url: `/a/${id}.mp3`,
  chords: ['Am'],
  starttime: 0,
  repetitions: 1,
  parts: [],
});

const TRACKS = [track(1, 'Swing de Berlin'), track(2, 'Blues pour Stéphane'), track(3, 'Bossa Manouche')];

describe('backing track list', () => {
  it('filters by name, case-insensitive, ignoring surrounding spaces', () => {
    expect(filterBackingTracks(TRACKS, 'BLUES').map((t) => t.id)).toEqual([2]);
    expect(filterBackingTracks(TRACKS, '  man ').map((t) => t.id)).toEqual([3]);
    expect(filterBackingTracks(TRACKS, '').map((t) => t.id)).toEqual([1, 2, 3]);
    expect(filterBackingTracks(TRACKS, 'tango')).toEqual([]);
  });

  it('writes the count and a row title as the product writes them', () => {
    expect(texts.showing(2, 7)).toBe('Showing 2 of 7 backing tracks');
    expect(trackTitle({ name: 'Swing de Berlin', tempo: 180 })).toBe('Swing de Berlin - 180 BPM');
  });

  it('sends a 401 to login and shows the server message or the default otherwise', () => {
    expect(loadErrorView(new ApiError(401, { message: 'No token' }), texts)).toEqual({ kind: 'login' });
    expect(loadErrorView(new ApiError(403, { message: 'Subscribe first' }), texts)).toEqual({
      kind: 'message',
      text: 'Subscribe first',
    });
    expect(loadErrorView(new ApiError(500, 'oops'), texts)).toEqual({
      kind: 'message',
      text: 'Failed to load backing tracks',
    });
    expect(loadErrorView(new TypeError('Failed to fetch'), texts)).toEqual({
      kind: 'message',
      text: 'Failed to load backing tracks',
    });
    expect(loadErrorView(new TypeError('Failed to fetch'), de)).toEqual({
      kind: 'message',
      text: 'Die Backing Tracks konnten nicht geladen werden.',
    });
  });

  it('names the parts of a loop link it ignores, in the page language', () => {
    const parsed = { link: { track: 2 }, invalid: ['bars', 'tempo'] };
    expect(loopLinkNotice(parsed, true, texts)).toBe('Ignored in this link: bars, tempo.');
    expect(loopLinkNotice(parsed, true, de)).toBe('In diesem Link ignoriert: Takte, Tempo.');
    expect(loopLinkNotice({ link: { track: 2 }, invalid: [] }, false, de)).toBe(
      'Den Backing Track dieses Links gibt es nicht.',
    );
    expect(loopLinkNotice({ link: { track: 2 }, invalid: [] }, true, texts)).toBeNull();
  });
});
