import { defineTexts } from '#lib/i18n/texts.ts';

const en = {
  heading: 'Audit log',
  target: 'Target',
  allTargets: 'All',
  action: 'Action (exact, e.g. course.publish)',
  actor: 'Staff user',
  loading: 'Loading audit log',
  empty: 'No entries.',
  table: 'Audit log',
  columns: { when: 'When', who: 'Who', action: 'Action', target: 'Target', details: 'Details' },
  /** When an entry was written, in the browser's own format. */
  when: (iso: string) => new Date(iso).toLocaleString(),
};
export type AuditTexts = typeof en;

/** The texts of the console's audit log. */
export const auditTexts = defineTexts(en, { de: () => import('./audit-texts.de.ts') });
