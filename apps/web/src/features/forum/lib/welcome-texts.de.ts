import { SCHOOL_NAME } from '@gjs/shared';
import type { Translation } from '#lib/i18n/texts.ts';
import type { WelcomeTexts } from './welcome-texts.ts';

const de: Translation<WelcomeTexts> = {
  label: 'Willkommen',
  dismiss: 'Willkommensnachricht schließen',
  title: `Willkommen an der ${SCHOOL_NAME}!`,
  text: 'Schön, dass du da bist. Stell dich der Community vor: Erzähl uns, wo du spielst, woran du gerade arbeitest und welche Gypsy-Jazz-Stücke du liebst.',
  action: 'Willkommensbeitrag schreiben',
};
export default de;
