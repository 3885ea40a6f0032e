/** The data protection authority of Berlin, where the school has its seat (decision 0414). */
export const SUPERVISORY_AUTHORITY = {
  name: 'Berliner Beauftragte für Datenschutz und Informationsfreiheit',
  street: 'Alt-Moabit 59-61',
  city: '10555 Berlin',
  phone: '+49 30 13889-0',
  email: 'mailbox@datenschutz-berlin.de',
  website: 'https://www.datenschutz-berlin.de',
} as const;
