import type { Translation } from '#lib/i18n/texts.ts';
import type { AuditTexts } from './audit-texts.ts';

const when = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'medium' });

const de: Translation<AuditTexts> = {
  heading: 'Protokoll',
  target: 'Objekt',
  allTargets: 'Alle',
  action: 'Aktion (genau, z. B. course.publish)',
  actor: 'Mitarbeiter',
  loading: 'Protokoll wird geladen',
  empty: 'Keine Einträge.',
  table: 'Protokoll',
  columns: { when: 'Wann', who: 'Wer', action: 'Aktion', target: 'Objekt', details: 'Details' },
  when: (iso) => when.format(new Date(iso)),
};
export default de;
