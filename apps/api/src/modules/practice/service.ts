import {
  PRACTICE_CHART_WEEKS,
  PRACTICE_REPORT_SLACK_SECONDS,
  type CourseSettings,
  type PracticeReport,
  type PracticeReportAnswer,
  type PracticeSummary,
  type TrackSettings,
} from '@gjs/shared';
import type { Deps } from '../../core/module.ts';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import { addDays, mondayOf, schoolDay, streak } from './days.ts';
import { parseRouteId } from '../../lib/route-id.ts';
import * as repo from './repository.ts';

export const TRACK_NOT_FOUND = 'Backing track not found';
export const COURSE_NOT_FOUND = 'Course not found';
export const CHAPTER_NOT_FOUND = 'Chapter not found';
/** How many tracks and chapters the profile names as most practised. */
export const TOP_ITEMS = 5;

export interface Member {
  id: number;
  isStaff: boolean;
}

type PracticeDeps = Deps<'db'>;

async function existingTrack({ db }: PracticeDeps, rawId: string) {
  const id = parseRouteId(rawId);
  const track = Number.isSafeInteger(id) ? await repo.findTrack(db, id) : undefined;
  if (!track) throw new NotFoundError(TRACK_NOT_FOUND);
  return track;
}

async function visibleCourse({ db }: PracticeDeps, rawId: string, member: Member) {
  const id = parseRouteId(rawId);
  const course = Number.isSafeInteger(id) ? await repo.findCourse(db, id) : undefined;
  if (!course || (!course.isPublished && !member.isStaff)) throw new NotFoundError(COURSE_NOT_FOUND);
  return course;
}

export function toTrackSettings(row: repo.TrackSettingsRow): TrackSettings {
  const ramp =
    row.rampStart !== null && row.rampTarget !== null && row.rampStep !== null && row.rampEvery !== null
      ? { start: row.rampStart, target: row.rampTarget, step: row.rampStep, every: row.rampEvery }
      : null;
  return {
    tempo: row.tempo,
    loop:
      row.loopFirst !== null && row.loopLast !== null ? { first: row.loopFirst, last: row.loopLast } : null,
    loop_on: row.loopOn,
    ramp,
    count_in: row.countIn,
    key: row.keyShift,
    mix: row.mix,
  };
}

export async function trackSettings(deps: PracticeDeps, rawTrackId: string, member: Member) {
  const track = await existingTrack(deps, rawTrackId);
  const row = await repo.findTrackSettings(deps.db, member.id, track.id);
  return row ? toTrackSettings(row) : null;
}

export async function saveTrackSettings(
  deps: PracticeDeps,
  rawTrackId: string,
  member: Member,
  input: TrackSettings,
): Promise<TrackSettings> {
  const track = await existingTrack(deps, rawTrackId);
  const bars = track.chords.length;
  if (input.loop && input.loop.last > bars) {
    throw new ValidationError(`The loop must lie within the track's ${bars} bars.`);
  }
  const row = await repo.upsertTrackSettings(deps.db, {
    userId: member.id,
    trackId: track.id,
    tempo: input.tempo,
    loopFirst: input.loop?.first ?? null,
    loopLast: input.loop?.last ?? null,
    loopOn: input.loop_on && input.loop !== null,
    rampStart: input.ramp?.start ?? null,
    rampTarget: input.ramp?.target ?? null,
    rampStep: input.ramp?.step ?? null,
    rampEvery: input.ramp?.every ?? null,
    countIn: input.count_in,
    keyShift: input.key,
    mix: input.mix,
  });
  return toTrackSettings(row);
}

export async function courseSettings(deps: PracticeDeps, rawCourseId: string, member: Member) {
  const course = await visibleCourse(deps, rawCourseId, member);
  const row = await repo.findCourseSettings(deps.db, member.id, course.id);
  return row ? { video_rate: row.videoRate } : null;
}

export async function saveCourseSettings(
  deps: PracticeDeps,
  rawCourseId: string,
  member: Member,
  input: CourseSettings,
): Promise<CourseSettings> {
  const course = await visibleCourse(deps, rawCourseId, member);
  const row = await repo.upsertCourseSettings(deps.db, member.id, course.id, input.video_rate);
  return { video_rate: row.videoRate };
}

/**
 * The seconds a report may add (decision 0630): a report of `seconds` at `now` claims the wall-clock time just
 * before it; what the member's clock already covers is not counted again, so two tabs playing at once count the
 * time once. The clock may run ahead of now by the slack, for timers and latency.
 */
export function countedSeconds(seconds: number, coveredUntil: Date, now: Date) {
  const nowMs = now.getTime();
  const claimedFrom = Math.max(coveredUntil.getTime(), nowMs - seconds * 1000);
  const open = (nowMs + PRACTICE_REPORT_SLACK_SECONDS * 1000 - claimedFrom) / 1000;
  // Tenths of a second: the log does not pretend to know more than the timers that report to it.
  const counted = Math.round(Math.min(seconds, Math.max(0, open)) * 10) / 10;
  return { counted, coveredUntil: new Date(claimedFrom + counted * 1000) };
}

export async function report(
  deps: PracticeDeps,
  member: Member,
  input: PracticeReport,
): Promise<PracticeReportAnswer> {
  const item =
    input.kind === 'track'
      ? await repo.findTrack(deps.db, input.item_id)
      : await repo.findChapter(deps.db, input.item_id);
  if (!item) throw new NotFoundError(input.kind === 'track' ? TRACK_NOT_FOUND : CHAPTER_NOT_FOUND);
  if ('isPublished' in item && !item.isPublished && !member.isStaff)
    throw new NotFoundError(CHAPTER_NOT_FOUND);
  const now = new Date();
  const counted = await deps.db.transaction(async (tx) => {
    const clock = await repo.lockClock(tx, member.id, new Date(0));
    const step = countedSeconds(input.seconds, clock, now);
    await repo.setClock(tx, member.id, step.coveredUntil);
    if (step.counted > 0) {
      await repo.addPractice(tx, {
        userId: member.id,
        day: schoolDay(now),
        kind: input.kind,
        itemId: input.item_id,
        seconds: step.counted,
      });
    }
    return step.counted;
  });
  return { recorded: counted };
}

export async function summary(
  { db }: PracticeDeps,
  member: Member,
  now = new Date(),
): Promise<PracticeSummary> {
  const today = schoolDay(now);
  const thisWeek = mondayOf(today);
  const firstWeek = addDays(thisWeek, -7 * (PRACTICE_CHART_WEEKS - 1));
  const [perDay, days, tracks, chapters] = await Promise.all([
    repo.secondsPerDay(db, member.id, firstWeek),
    // A streak longer than the days since the first week is still counted, up to a year and a bit.
    repo.practisedDays(db, member.id, 400),
    repo.topTracks(db, member.id, firstWeek, TOP_ITEMS),
    repo.topChapters(db, member.id, firstWeek, TOP_ITEMS),
  ]);
  const weeks = Array.from({ length: PRACTICE_CHART_WEEKS }, (_, index) => ({
    week_start: addDays(firstWeek, 7 * index),
    seconds: 0,
  }));
  for (const { day, seconds } of perDay) {
    const week = weeks.find((w) => w.week_start === mondayOf(day));
    if (week) week.seconds += seconds;
  }
  return {
    today,
    week_seconds: weeks.at(-1)!.seconds,
    streak_days: streak(days, today),
    weeks,
    top_tracks: tracks.map((t) => ({
      kind: 'track',
      item_id: t.itemId,
      name: t.name,
      course_id: null,
      seconds: t.seconds,
    })),
    top_chapters: chapters.map((c) => ({
      kind: 'chapter',
      item_id: c.itemId,
      name: c.name,
      course_id: c.courseId,
      seconds: c.seconds,
    })),
  };
}

export async function deleteLog({ db }: PracticeDeps, member: Member) {
  await repo.deleteLog(db, member.id);
}
