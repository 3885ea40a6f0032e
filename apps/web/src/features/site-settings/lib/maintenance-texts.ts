import { defineTexts } from '#lib/i18n/texts.ts';

const en = {
  heading: 'Maintenance Mode',
  performing: "We're currently performing scheduled maintenance to improve your experience.",
  backSoon: 'The website will be back online shortly. Thank you for your patience!',
  downtime: "Expected downtime: We'll be back as soon as possible",
};
export type MaintenanceTexts = typeof en;

/** The maintenance screen's texts. */
export const maintenanceTexts = defineTexts(en, { de: () => import('./maintenance-texts.de.ts') });
