import type { Profile } from '@gjs/shared';
import { paths } from '../../config/paths.ts';
import type { Translation } from '../../lib/i18n/texts.ts';
import type { FrameTexts } from './frame-texts.ts';

type NavLabels = Translation<FrameTexts['nav']>;

export type NavItem = { label: string; to: string };

/** The top navigation of product 0420, in order, for the current visitor (null when logged out). */
export function getNavItems(
  user: (Pick<Profile, 'takes_lessons'> & { is_staff?: boolean }) | null,
  labels: NavLabels,
): NavItem[] {
  const items: NavItem[] = [
    { label: labels.home, to: paths.home.getHref() },
    { label: labels.courses, to: paths.courses.getHref() },
    { label: labels.backingTracks, to: paths.backingTracks.getHref() },
  ];
  if (!user) {
    items.push({ label: labels.pricing, to: paths.pricing.getHref() });
    items.push({ label: labels.login, to: paths.login.getHref() });
    return items;
  }
  items.push({ label: labels.forum, to: paths.forum.getHref() });
  items.push({ label: labels.profile, to: paths.profile.getHref() });
  if (user.takes_lessons) items.push({ label: labels.privateLessons, to: paths.privateLessons.getHref() });
  // The console is for staff only (decision 0407); the server refuses everyone else anyway.
  if (user.is_staff) items.push({ label: labels.admin, to: paths.admin.getHref() });
  return items;
}
