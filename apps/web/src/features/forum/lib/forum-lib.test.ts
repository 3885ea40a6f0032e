import { describe, expect, it } from 'vitest';
import { forumTexts } from './forum-texts.ts';
import forumTextsDe from './forum-texts.de.ts';
import { readForumPrefill } from './prefill.ts';
import { isNewMember } from './welcome.ts';
import { welcomeTexts } from './welcome-texts.ts';
import welcomeTextsDe from './welcome-texts.de.ts';

describe('forum prefill state', () => {
  it('takes the subject and lowercases a known category', () => {
    expect(readForumPrefill({ subject: 'Hi', category: 'Songs' })).toEqual({
      subject: 'Hi',
      category: 'songs',
    });
  });

  it('ignores unknown categories, blank subjects and non-object states', () => {
    expect(readForumPrefill({ subject: '   ', category: 'jazz' })).toEqual({});
    expect(readForumPrefill(null)).toEqual({});
    expect(readForumPrefill('subject')).toEqual({});
  });
});

describe('welcome rule', () => {
  const now = new Date('2026-11-23T12:00:00.000Z');

  it('counts a member who joined within the last 7 days as new', () => {
    expect(isNewMember('2026-11-23T11:00:00.000Z', now)).toBe(true);
    expect(isNewMember('2026-11-16T12:00:00.000Z', now)).toBe(true);
  });

  it('does not count an older account or an unreadable date', () => {
    expect(isNewMember('2026-11-16T11:59:59.000Z', now)).toBe(false);
    expect(isNewMember('not a date', now)).toBe(false);
  });

  it('names the school in the title', () => {
    expect(welcomeTexts.en.title).toBe('Welcome to the Gypsy Jazz Guitar School!');
    expect(welcomeTextsDe.title).toBe('Willkommen an der Gypsy Jazz Guitar School!');
  });
});

describe('comment count', () => {
  it('says 1 comment and N comments', () => {
    const { comments } = forumTexts.en;
    expect(comments(0)).toBe('0 comments');
    expect(comments(1)).toBe('1 comment');
    expect(comments(3)).toBe('3 comments');
  });

  it('says 1 Kommentar and N Kommentare in German', () => {
    expect(forumTextsDe.comments(0)).toBe('0 Kommentare');
    expect(forumTextsDe.comments(1)).toBe('1 Kommentar');
    expect(forumTextsDe.comments(3)).toBe('3 Kommentare');
  });
});
