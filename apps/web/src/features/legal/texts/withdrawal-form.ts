import type { Block } from '../lib/legal-document.ts';

/** The model withdrawal form of Anlage 2 zu Art. 246a § 1 Abs. 2 Satz 1 Nr. 1 EGBGB, with the provider filled in. */
export const WITHDRAWAL_FORM_DE: Block = {
  title: 'Muster-Widerrufsformular',
  box: [
    {
      p: '(Wenn Sie den Vertrag widerrufen wollen, dann füllen Sie bitte dieses Formular aus und senden Sie es zurück.)',
    },
    { p: 'An:' },
    { address: 'full' },
    {
      list: [
        'Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag über den Kauf der folgenden ' +
          'Waren (*)/die Erbringung der folgenden Dienstleistung (*)',
        'Bestellt am (*)/erhalten am (*)',
        'Name des/der Verbraucher(s)',
        'Anschrift des/der Verbraucher(s)',
        'Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier)',
        'Datum',
      ],
    },
    { p: '(*) Unzutreffendes streichen.' },
  ],
};

export const WITHDRAWAL_FORM_EN: Block = {
  title: 'Model withdrawal form',
  box: [
    { p: '(Complete and return this form only if you wish to withdraw from the contract.)' },
    { p: 'To:' },
    { address: 'full' },
    {
      list: [
        'I/We (*) hereby give notice that I/We (*) withdraw from my/our (*) contract of sale of the following ' +
          'goods (*)/for the provision of the following service (*)',
        'Ordered on (*)/received on (*)',
        'Name of consumer(s)',
        'Address of consumer(s)',
        'Signature of consumer(s) (only if this form is notified on paper)',
        'Date',
      ],
    },
    { p: '(*) Delete as appropriate.' },
  ],
};
