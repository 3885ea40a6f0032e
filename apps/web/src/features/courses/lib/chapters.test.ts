import { describe, expect, it } from 'vitest';
import type { Chapter, CourseSummary } from '@gjs/shared';
import {
  CHORD_PROGRESSION_BARS,
  chordProgression,
  clampChapterIndex,
  courseBackingTrack,
  hasMedia,
  isChordsChapter,
  otherLevelVersions,
} from './chapters.ts';

function chapter(overrides: Partial<Chapter> = {}): Chapter {
  return {
    id: 1,
    heading: 'Melody',
    chapter_type: 'video',
    video_url: '/api/media/v.mp4',
    stream: null,
    pdf_url: null,
    music_xml_url: null,
    backing_track_data: null,
    ...overrides,
  };
}

const chords = Array.from({ length: 40 }, (_, i) => (i % 8 === 7 ? ['Am6', 'E7'] : `C${i}`));
const track = chapter({
  id: 9,
  heading: 'Backing Track',
  chapter_type: 'backingtrack',
  video_url: null,
  backing_track_data: { audio_url: '/api/media/t.mp3', chords, starttime: 0, tempo: 120, repetitions: 1 },
});

describe('chord chapters', () => {
  it("recognises chapters headed 'Chords' or 'Akkorde'", () => {
    expect(isChordsChapter({ heading: 'Chords' })).toBe(true);
    expect(isChordsChapter({ heading: 'Akkorde' })).toBe(true);
    expect(isChordsChapter({ heading: ' chords ' })).toBe(true);
    expect(isChordsChapter({ heading: 'Melody' })).toBe(false);
    expect(isChordsChapter({ heading: 'Chords and Melody' })).toBe(false);
  });

  it("takes the progression from the course's backing-track chapter: its first 32 bars", () => {
    const course = { chapters: [chapter(), chapter({ id: 2, heading: 'Chords' }), track] };
    expect(courseBackingTrack(course)).toBe(track.backing_track_data);
    expect(CHORD_PROGRESSION_BARS).toBe(32);
    expect(chordProgression(course)).toEqual(chords.slice(0, 32));
  });

  it('has no progression without a backing-track chapter', () => {
    expect(chordProgression({ chapters: [chapter({ heading: 'Chords' })] })).toEqual([]);
  });
});

describe('hasMedia', () => {
  it('finds the media a score follows, so that a chapter with media never loads the synthesizer (decision 0631)', () => {
    expect(hasMedia(chapter())).toBe(true);
    expect(hasMedia(chapter({ video_url: null }))).toBe(false);
    expect(hasMedia(track)).toBe(true);
    expect(hasMedia({ ...track, backing_track_data: null })).toBe(false);
  });
});

describe('otherLevelVersions', () => {
  const base: Omit<CourseSummary, 'id' | 'level' | 'display_level' | 'language'> = {
    name: 'Swing de Berlin',
    description: '',
    category: 'Songs',
    thumbnail_url: null,
    created_at: '2026-01-01T00:00:00.000Z',
  };
  const intermediate = {
    ...base,
    id: 1,
    level: 'intermediate',
    display_level: 'Intermediate',
    language: 'english',
  } as const;
  const beginner = {
    ...base,
    id: 2,
    level: 'beginner',
    display_level: 'Beginner',
    language: 'english',
  } as const;
  const german = {
    ...base,
    id: 3,
    level: 'beginner',
    display_level: 'Beginner',
    language: 'deutsch',
  } as const;
  const other = {
    ...base,
    id: 4,
    name: 'Nuages',
    level: 'beginner',
    display_level: 'Beginner',
    language: 'english',
  } as const;

  it('finds the same name and language at another level', () => {
    expect(otherLevelVersions([intermediate, beginner, german, other], intermediate)).toEqual([beginner]);
    expect(otherLevelVersions([intermediate, beginner, german, other], beginner)).toEqual([intermediate]);
  });

  it('offers nothing when there is no other level in that language', () => {
    expect(otherLevelVersions([intermediate, beginner, german, other], german)).toEqual([]);
    expect(otherLevelVersions([], intermediate)).toEqual([]);
  });
});

describe('clampChapterIndex', () => {
  it('keeps the index within the chapters', () => {
    expect(clampChapterIndex(-1, 4)).toBe(0);
    expect(clampChapterIndex(2, 4)).toBe(2);
    expect(clampChapterIndex(4, 4)).toBe(3);
    expect(clampChapterIndex(3, 0)).toBe(0);
  });
});
