import { describe, expect, it } from 'vitest';
import { publishingCountdown } from './countdown.ts';
import labels from './course-labels-texts.de.ts';
import list from './course-list-texts.de.ts';
import viewer from './course-viewer-texts.de.ts';

const NOW = new Date('2026-03-10T12:00:00.000Z');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const at = (ms: number) => new Date(NOW.getTime() + ms);
const countdown = (ms: number) => publishingCountdown(at(ms), NOW, list.comingSoon.countdown);

describe('the German course texts', () => {
  it('count down in days, hours and minutes, singular and plural', () => {
    expect(countdown(3 * DAY + 5 * HOUR)).toBe('Erscheint in 3 Tagen');
    expect(countdown(DAY)).toBe('Erscheint in 1 Tag');
    expect(countdown(HOUR + MINUTE)).toBe('Erscheint in 1 Stunde und 1 Minute');
    expect(countdown(5 * HOUR + 7 * MINUTE)).toBe('Erscheint in 5 Stunden und 7 Minuten');
    expect(countdown(MINUTE)).toBe('Erscheint in 1 Minute');
    expect(countdown(-DAY)).toBe('Erscheint in 0 Minuten');
  });

  it('name levels, languages and known categories in German, and keep unknown categories', () => {
    expect(labels.level('interadvanced')).toBe('Mittelstufe – Fortgeschritten');
    expect(labels.language('english')).toBe('Englisch');
    expect(labels.languages(['Englisch', 'Deutsch'])).toBe('Englisch und Deutsch');
    expect(labels.category('Technique')).toBe('Technik');
    expect(labels.category('Manouche Blues')).toBe('Manouche Blues');
  });

  it('count chapters and courses, and write the speed and the resume place the German way', () => {
    expect(list.progress.chapters(1, 1)).toBe('1 von 1 Kapitel');
    expect(list.progress.chapters(2, 4)).toBe('2 von 4 Kapiteln');
    expect(list.showing(1, 1)).toBe('1 von 1 Kurs');
    expect(viewer.video.speedPercent(1.37)).toBe('137\u00a0%');
    expect(viewer.video.resumedAt(73.9)).toBe('Fortgesetzt bei 1:13.');
  });
});
