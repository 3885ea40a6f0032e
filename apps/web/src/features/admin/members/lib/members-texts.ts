import type { AdminMemberDetail, SubscriptionStatus } from '@gjs/shared';
import { defineTexts } from '#lib/i18n/texts.ts';

const STATUS_LABELS: Record<SubscriptionStatus, string> = {
  trial: 'Trial',
  active: 'Active',
  past_due: 'Past due',
  cancelled: 'Cancelled',
  expired: 'Expired',
  none: 'None',
};

/** The numbers of the list's pagination, as MUI writes them in English. */
const count = new Intl.NumberFormat('en-US');

const en = {
  /** A subscription status; null is a member without one. */
  status: (status: SubscriptionStatus | null) => (status ? STATUS_LABELS[status] : 'No subscription'),
  /** A day as the server counts it (UTC), e.g. '3 Mar 2027'; '—' for none. */
  day: (iso: string | null) =>
    iso
      ? new Date(iso).toLocaleDateString('en-GB', {
          day: 'numeric',
          month: 'short',
          year: 'numeric',
          timeZone: 'UTC',
        })
      : '—',
  /** A moment (the last login), with its time. */
  moment: (iso: string) => new Date(iso).toLocaleString('en-GB'),
  level: (level: AdminMemberDetail['level']) => level,
  language: (language: AdminMemberDetail['language']) => (language === 'deutsch' ? 'German' : 'English'),
  /** What the end date of a subscription means, in words for the detail page. */
  endDate: {
    complimentary: 'Access ends',
    trial: 'Trial ends',
    paidUntil: 'Access until',
    nextBilling: 'Next billing date',
  },
  /** The subscription in one line, for the list and the dialogs. */
  summary: {
    openEnded: 'Complimentary, open-ended',
    ends: (day: string) => `Complimentary, ends on ${day}`,
    ended: (day: string) => `Complimentary, ended on ${day}`,
    withProvider: (status: string, provider: string) => `${status} (${provider})`,
  },
  flags: {
    staff: 'Staff',
    lessons: 'Lessons',
    takesLessons: 'Takes lessons',
    deactivated: 'Deactivated',
  },
  list: {
    heading: 'Members',
    search: 'Search by name, username or e-mail',
    loading: 'Loading members',
    loadFailed: 'Failed to load members',
    empty: 'No members found.',
    table: 'Members',
    columns: {
      username: 'Username',
      name: 'Name',
      email: 'E-mail',
      subscription: 'Subscription',
      flags: 'Flags',
      joined: 'Joined',
    },
    displayedRows: (from: number, to: number, total: number) =>
      `${count.format(from)}–${count.format(to)} of ${total !== -1 ? count.format(total) : `more than ${count.format(to)}`}`,
    pageButton: (type: 'first' | 'last' | 'next' | 'previous') => `Go to ${type} page`,
  },
  detail: {
    back: '← All members',
    loading: 'Loading member',
    loadFailed: 'Failed to load the member',
    profile: 'Profile',
    subscription: 'Subscription',
    subscriptionDetails: 'Subscription details',
    access: 'Access',
    rows: {
      name: 'Name',
      email: 'E-mail',
      joined: 'Joined',
      lastLogin: 'Last login',
      never: 'Never',
      level: 'Level',
      language: 'Language',
      notifications: 'E-mail notifications',
      on: 'On',
      off: 'Off',
      address: 'Address',
      bio: 'Bio',
      subscription: 'Subscription',
      none: 'None',
      summary: 'Summary',
      status: 'Status',
      plan: 'Plan',
      provider: 'Payment provider',
      providerSubscription: 'Provider subscription',
      startDate: 'Start date',
      openEnded: 'Open-ended',
      cancelAtPeriodEnd: 'Cancelled at period end',
      contentAccess: 'Access to the content',
      yes: 'Yes',
      no: 'No',
    },
    grantComplimentary: 'Grant complimentary subscription',
    endComplimentary: 'End complimentary access',
    takesLessons: 'Takes private lessons',
    staff: 'Staff',
    staffSelf: 'Staff (you cannot remove your own staff access)',
    deactivate: 'Deactivate account',
    reactivate: 'Reactivate account',
    delete: 'Delete account',
  },
  confirm: {
    removeStaffTitle: (username: string) => `Remove staff access from ${username}?`,
    makeStaffTitle: (username: string) => `Make ${username} staff?`,
    removeStaff: 'Remove staff access',
    makeStaff: 'Make staff',
    removeStaffText: 'They lose the admin console at once.',
    makeStaffText:
      'Staff open the admin console: they manage courses, members, settings and everything else.',
    deactivateTitle: (username: string) => `Deactivate ${username}?`,
    deactivate: 'Deactivate',
    deactivateText:
      'They are logged out everywhere and cannot log in until the account is reactivated. Their data stay. A subscription running at the payment provider is cancelled first, so nothing more is charged, and they get the cancellation e-mail.',
    deleteTitle: (username: string) => `Delete ${username}?`,
    delete: 'Delete account',
    deleteText:
      'The account is deleted at once with all its data: profile, photo, progress, forum posts and comments. A running subscription at the payment provider is cancelled first. This cannot be undone.',
  },
  complimentary: {
    title: 'Grant a complimentary subscription',
    description: (summary: string) =>
      `The member gets full access without paying: status active, no payment provider. It replaces the current subscription (${summary}).`,
    notice: (provider: string) =>
      `The running subscription at ${provider} is cancelled now; the member is not charged again.`,
    choice: 'Duration',
    openEnded: 'Open-ended',
    untilDate: 'Until a date',
    submit: 'Grant',
  },
  endComplimentary: {
    title: 'End complimentary access',
    description: (username: string) =>
      `${username} loses access to the content when the complimentary subscription ends. The change is recorded in the audit log.`,
    choice: 'When',
    now: 'Now',
    onDate: 'On a date',
    submit: 'End access',
  },
  dateChoice: {
    endsOn: 'Access ends on',
    endsOnHelp: 'Access stops when this day begins (UTC).',
    cancel: 'Cancel',
  },
};
export type MembersTexts = typeof en;

/** The texts of the console's members pages and their dialogs. */
export const membersTexts = defineTexts(en, { de: () => import('./members-texts.de.ts') });
