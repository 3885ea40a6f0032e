import { SCHOOL_NAME, type Language, type Level, type Subscription } from '@gjs/shared';
import { defineTexts } from '#lib/i18n/texts.ts';
import { formatPracticeTime, formatWeekStart, streakText } from './practice-time.ts';

const capitalise = (text: string) => (text ? text.charAt(0).toUpperCase() + text.slice(1) : text);

const en = {
  title: `Profile | ${SCHOOL_NAME}`,
  loading: 'Loading...',
  loadFailed: 'Failed to load profile',
  tryAgain: 'Try Again',
  heading: 'Profile',
  personalDetails: 'Personal details',
  details: {
    username: 'Username',
    firstName: 'First Name',
    lastName: 'Last Name',
    email: 'Email',
    level: 'Level',
    language: 'Language',
    bio: 'Bio',
    emailNotifications: 'Email Notifications',
    on: 'On',
    off: 'Off',
    edit: 'Edit Profile',
  },
  /** The label of a level; the value itself stays as the API wants it. */
  level: (level: Level) => capitalise(level),
  /** The label of a profile language; the value itself stays as the API wants it. */
  language: (language: Language) => capitalise(language),
  form: {
    name: 'Edit profile',
    firstName: 'First Name',
    lastName: 'Last Name',
    readOnly: 'Read only',
    email: 'Email',
    level: 'Level',
    language: 'Language',
    bio: 'Bio',
    emailNotifications: 'Email notifications',
    save: 'Save Changes',
    cancel: 'Cancel',
    updateFailed: 'Failed to update profile',
    invalidEmail: 'Enter a valid email address.',
    bioTooLong: 'Bio must be at most 2000 characters.',
  },
  photo: {
    alt: 'Profile photo',
    defaultAvatar: 'Default avatar',
    file: 'Profile photo file',
    change: 'Change Photo',
    success: 'Image uploaded successfully!',
    failure: 'Failed to crop or upload image. Please try again.',
  },
  crop: {
    title: 'Crop your photo',
    zoom: 'Zoom',
    cancel: 'Cancel',
    confirm: 'Crop & Continue',
  },
  practice: {
    heading: 'Practice',
    loading: 'Loading your practice...',
    loadFailed: 'Your practice could not be loaded.',
    thisWeek: 'This week',
    streak: 'Streak',
    empty: 'Play a backing track or a lesson video and your practice time shows here.',
    topTracks: 'Most practised tracks',
    topChapters: 'Most practised chapters',
    deleteLog: 'Delete my practice log',
    confirmTitle: 'Delete your practice log?',
    confirmDelete: 'Delete',
    confirmText: 'All recorded practice time is removed. Your player settings stay.',
    deleteFailed: 'The log could not be deleted.',
    chart: 'Practice time in the last 12 weeks',
    week: (weekStart: string, time: string) => `Week of ${weekStart}: ${time}`,
    /** '45 s', '12 min', '2 h 5 min'. */
    time: (seconds: number) => formatPracticeTime(seconds),
    /** '23 Nov' for a week's Monday (YYYY-MM-DD). */
    weekStart: (day: string) => formatWeekStart(day),
    days: (days: number) => streakText(days),
  },
  subscription: {
    heading: 'Subscription',
    none: 'No subscription.',
    plan: 'Plan',
    status: 'Status',
    provider: 'Payment Provider',
    startDate: 'Start Date',
    nextBillingDate: 'Next Billing Date',
    notSet: 'Not set',
    statusName: (status: Subscription['status']) => capitalise(status),
    /** A valid ISO date as the panel shows it: '1 October 2026'. */
    date: (iso: string) =>
      new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }),
  },
  myData: {
    heading: 'Your data',
    text: 'One file with your account, profile, subscription, forum posts and comments, course progress, practice settings and practice log.',
    download: 'Download my data',
    failed: 'Download failed.',
  },
};
export type ProfileTexts = typeof en;

/** The profile page's texts: details, edit form, photo, practice, subscription and "your data". */
export const profileTexts = defineTexts(en, { de: () => import('./profile-texts.de.ts') });
