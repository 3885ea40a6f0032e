import type { SubscriptionStatus } from '@gjs/shared';

/** The subscription statuses in German, for every section of the console that names them. */
export const GERMAN_SUBSCRIPTION_STATUSES: Record<SubscriptionStatus, string> = {
  trial: 'Testphase',
  active: 'Aktiv',
  past_due: 'Zahlung überfällig',
  cancelled: 'Gekündigt',
  expired: 'Abgelaufen',
  none: 'Ohne Abo',
};
