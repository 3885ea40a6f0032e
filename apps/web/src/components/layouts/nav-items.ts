import type { Profile } from '@gjs/shared';
import { paths } from '../../config/paths.ts';

export type NavItem = { label: string; to: string };

/** The top navigation of decision 0420, in order, for the current visitor (null when logged out). */
export function getNavItems(
  user: (Pick<Profile, 'takes_lessons'> & { is_staff?: boolean }) | null,
): NavItem[] {
  const items: NavItem[] = [
    { label: 'Home', to: paths.home.getHref() },
    { label: 'Courses', to: paths.courses.getHref() },
    { label: 'Backing Tracks', to: paths.backingTracks.getHref() },
  ];
  if (!user) {
    items.push({ label: 'Pricing', to: paths.pricing.getHref() });
    items.push({ label: 'Login', to: paths.login.getHref() });
    return items;
  }
  items.push({ label: 'Forum', to: paths.forum.getHref() });
  items.push({ label: 'Profile', to: paths.profile.getHref() });
  if (user.takes_lessons) items.push({ label: 'Private Lessons', to: paths.privateLessons.getHref() });
  // The console is for staff only (decision 0407); the server refuses everyone else anyway.
  if (user.is_staff) items.push({ label: 'Admin', to: paths.admin.getHref() });
  return items;
}
