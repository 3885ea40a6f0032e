import type { Translation } from '#lib/i18n/texts.ts';
import type { MaintenanceTexts } from './maintenance-texts.ts';

const de: Translation<MaintenanceTexts> = {
  heading: 'Wartungsarbeiten',
  performing: 'Wir führen gerade geplante Wartungsarbeiten durch, damit die Seite für dich noch besser wird.',
  backSoon: 'Die Website ist in Kürze wieder erreichbar. Danke für deine Geduld!',
  downtime: 'Voraussichtliche Dauer: Wir sind so schnell wie möglich wieder da',
};
export default de;
