import { defineTexts } from '#lib/i18n/texts.ts';
import type { VideoStreamStatus } from '@gjs/shared';

/** A file a video chapter carries, as its list row names it. */
export type ChapterFile = 'video' | 'pdf' | 'musicXml';

const en = {
  list: {
    heading: 'Courses',
    newCourse: 'New course',
    loading: 'Loading courses',
    failed: 'Failed to load courses',
    label: 'Courses',
    empty: 'No courses yet.',
    name: 'Name',
    language: 'Language',
    level: 'Level',
    chapters: 'Chapters',
    state: 'State',
    actions: 'Actions',
    edit: 'Edit',
  },
  published: 'Published',
  draft: 'Draft',
  publish: 'Publish',
  unpublish: 'Unpublish',
  newPage: {
    heading: 'New course',
    create: 'Create course',
  },
  form: {
    label: 'Course',
    name: 'Name',
    description: 'Description',
    level: 'Level',
    language: 'Language',
    category: 'Category',
    categoryHelp: 'e.g. Songs, Techniques, Workouts',
    thumbnail: 'Thumbnail',
  },
  editor: {
    loading: 'Loading course',
    failed: 'Failed to load the course',
    viewAsMember: 'View as member',
    deleteCourse: 'Delete course',
    save: 'Save course',
    saved: 'Course saved.',
    chapters: 'Chapters',
    addChapter: 'Add chapter',
    noChapters: 'No chapters yet.',
    editChapter: 'Edit chapter',
    newChapter: 'New chapter',
    deleteChapterTitle: 'Delete this chapter?',
    deleteChapter: 'Delete chapter',
    deleteChapterText: (heading: string) =>
      `“${heading}” is removed from the course for every member. Its uploaded files stay in storage.`,
    deleteCourseTitle: 'Delete this course?',
    deleteCourseConfirm: 'Delete',
    deleteCourseText: (chapters: number) =>
      `The course and its ${chapters} chapters are removed for every member. This cannot be undone.`,
  },
  chapters: {
    label: 'Chapters',
    /** Where the adaptive stream of a chapter's video stands. */
    stream: (state: VideoStreamStatus) =>
      ({
        none: 'Stream: not made',
        queued: state.error ? `Stream: waiting to try again (${state.error})` : 'Stream: queued',
        running: `Stream: ${state.progress} %`,
        ready: 'Stream: ready',
        failed: `Stream failed: ${state.error ?? 'unknown reason'}`,
      })[state.state],
    retryStream: (heading: string) => `Make the stream of "${heading}" again`,
    retry: 'Retry',
    backingTrack: (name: string | null) => `Backing track: ${name ?? 'none'}`,
    videoLesson: (files: ChapterFile[]) => {
      const names = files.map((file) => ({ video: 'video', pdf: 'PDF', musicXml: 'MusicXML' })[file]);
      return `Video lesson${names.length ? ` (${names.join(', ')})` : ''}`;
    },
  },
  chapter: {
    label: 'Chapter',
    heading: 'Heading',
    type: 'Chapter type',
    video: 'Video lesson',
    backingtrack: 'Backing track',
    videoFile: 'Video',
    backingTrack: 'Backing track',
    backingTrackHelp:
      'The chord chart, timing and audio belong to the track: create and edit tracks under Backing tracks.',
    track: (name: string, key: string, tempo: number) => `${name} (${key}, ${tempo} BPM)`,
    pdf: 'PDF',
    musicXml: 'MusicXML',
    cancel: 'Cancel',
    save: 'Save chapter',
    syncScore: 'Tie the score to the media',
  },
  sync: {
    title: (heading: string) => `Tie the score to the media: ${heading}`,
    loading: 'Loading the chapter’s media…',
    noScore: 'Save the chapter with a score first.',
    noMedia: 'This chapter has no video or backing track: its score plays by itself.',
    tapHelp:
      'Play the media and press T (or the button) on the first beat of each bar. Each tap sets the next bar; adjust the list below, then preview and save.',
    tap: (bar: number) => `Tap: bar ${bar} starts now (T)`,
    startOver: 'Start over',
    steady: 'Steady tempo',
    tempo: 'Tempo (BPM)',
    offset: 'First bar at (seconds)',
    bars: 'Bars',
    fill: 'Fill in the list',
    list: 'Sync points: bar and seconds, one a line',
    badLine: (line: number) => `Line ${line} is not a bar and a time in seconds after the line before.`,
    preview: (bar: number) => `Preview: bar ${bar}`,
    save: 'Save sync points',
    saved: (points: number, bars: number) => `Saved ${points} sync points (the score has ${bars} bars).`,
    close: 'Close',
  },
  upcoming: {
    heading: 'Upcoming courses',
    loading: 'Loading upcoming courses',
    label: 'Upcoming courses',
    name: 'Name',
    publishDate: 'Publish date',
    level: 'Level',
    actions: 'Actions',
    date: (iso: string) => new Date(iso).toLocaleString(),
    passed: ' (passed, hidden)',
    edit: 'Edit',
    delete: 'Delete',
    removeTitle: 'Remove this announcement?',
    remove: 'Remove',
    removeText: (name: string) => `“${name}” no longer shows in the Coming Soon block.`,
    editHeading: (name: string) => `Edit “${name}”`,
    announceHeading: 'Announce a course',
    form: {
      label: 'Upcoming course',
      name: 'Name',
      level: 'Level',
      publishDate: 'Publish date',
      pickDate: 'Pick a publish date.',
      languages: 'Languages',
      thumbnail: 'Thumbnail',
      save: 'Save announcement',
      announce: 'Announce course',
    },
  },
};
export type CourseTexts = typeof en;

/** The texts of the console's courses: the list, a course's page with its chapters, and the upcoming courses. */
export const courseTexts = defineTexts(en, { de: () => import('./course-texts.de.ts') });
