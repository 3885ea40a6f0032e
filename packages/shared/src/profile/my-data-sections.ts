/**
 * "Download my data" (GDPR Art. 20): every kind of data the school keeps about a member, as one JSON file. Each
 * section is named in the privacy policy in both languages through MEMBER_DATA_LABELS, so a new section cannot be
 * exported without the policy naming it (a test checks both texts).
 */
export const MEMBER_DATA_SECTIONS = [
  'account',
  'profile',
  'subscription',
  'forum_posts',
  'forum_comments',
  'course_progress',
  'practice_settings',
  'practice_log',
  'takes',
] as const;
export type MemberDataSection = (typeof MEMBER_DATA_SECTIONS)[number];

export const MEMBER_DATA_LABELS: Record<MemberDataSection, { en: string; de: string }> = {
  account: {
    en: 'your account (username, e-mail address, names, dates)',
    de: 'Ihr Konto (Benutzername, E-Mail-Adresse, Namen, Daten)',
  },
  profile: { en: 'your profile and settings', de: 'Ihr Profil und Ihre Einstellungen' },
  subscription: {
    en: 'your subscription (without the payment providers’ internal references)',
    de: 'Ihr Abonnement (ohne die internen Kennungen der Zahlungsdienstleister)',
  },
  forum_posts: { en: 'your forum posts', de: 'Ihre Forenbeiträge' },
  forum_comments: { en: 'your forum comments', de: 'Ihre Forenkommentare' },
  course_progress: {
    en: 'your course progress and playback positions',
    de: 'Ihren Kursfortschritt und Ihre Wiedergabepositionen',
  },
  practice_settings: {
    en: 'your remembered practice settings (tempo, loop and ramp per backing track, video speed per course)',
    de: 'Ihre gespeicherten Übungseinstellungen (Tempo, Loop und Steigerung je Backing Track, Videogeschwindigkeit je Kurs)',
  },
  practice_log: {
    en: 'your practice log (seconds played per day and backing track or chapter)',
    de: 'Ihr Übungsprotokoll (gespielte Sekunden je Tag und Backing Track oder Kapitel)',
  },
  takes: {
    en: 'your takes for private lessons, with the teacher’s remarks, answers and the replies (the recordings as links)',
    de: 'Ihre Aufnahmen für den Privatunterricht mit den Anmerkungen und Antworten des Lehrers und den Rückfragen (die Aufnahmen als Links)',
  },
};
