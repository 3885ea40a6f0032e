import { describe, expect, it } from 'vitest';
import { chapterQuestionState, chapterQuestionSubject } from './chapter-question.ts';

const course = { name: 'Minor Swing', display_level: 'Intermediate - Advanced' };

describe('chapterQuestionSubject', () => {
  it("reads '{course name} - {level} - Chapter {n}: {heading}' with the display level, counting from 1", () => {
    expect(chapterQuestionSubject(course, 0, 'Melody')).toBe(
      'Minor Swing - Intermediate - Advanced - Chapter 1: Melody',
    );
    expect(chapterQuestionSubject({ name: 'Swing de Berlin', display_level: 'Beginner' }, 3, 'Akkorde')).toBe(
      'Swing de Berlin - Beginner - Chapter 4: Akkorde',
    );
  });

  it('goes to the forum in the songs category', () => {
    expect(chapterQuestionState(course, 1, 'Chords')).toEqual({
      subject: 'Minor Swing - Intermediate - Advanced - Chapter 2: Chords',
      category: 'songs',
    });
  });
});
