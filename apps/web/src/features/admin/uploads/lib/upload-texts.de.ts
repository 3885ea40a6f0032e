import type { Translation } from '#lib/i18n/texts.ts';
import type { UploadTexts } from './upload-texts.ts';

const de: Translation<UploadTexts> = {
  noFile: 'Keine Datei',
  upload: 'Hochladen',
  replace: 'Ersetzen',
  remove: 'Entfernen',
  uploading: (label) => `${label} wird hochgeladen`,
  failed: 'Das Hochladen ist fehlgeschlagen.',
  connectionFailed: 'Das Hochladen ist fehlgeschlagen. Prüf die Verbindung und versuch es noch einmal.',
  cancelled: 'Das Hochladen wurde abgebrochen.',
};
export default de;
