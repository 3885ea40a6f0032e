import { DEMO_TEACHER, type PublicTeacher } from '@gjs/shared';

/** Shown until the site settings have arrived: the server's own defaults, so nothing jumps for the demo. */
export const FALLBACK_TEACHER: PublicTeacher = {
  name: DEMO_TEACHER.name,
  bio: DEMO_TEACHER.bio,
  website_url: DEMO_TEACHER.website,
  photo_url: null,
};

/** Up to two initials of the name, for the avatar when there is no photo. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words.at(-1)!] : words;
  return letters.map((w) => w[0]!.toUpperCase()).join('');
}

/** The bio's paragraphs: a blank line starts a new one. */
export function paragraphs(bio: string): string[] {
  return bio
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}
