import { defineTexts } from '#lib/i18n/texts.ts';

const en = {
  noFile: 'No file',
  upload: 'Upload',
  replace: 'Replace',
  remove: 'Remove',
  uploading: (label: string) => `Uploading ${label}`,
  failed: 'The upload failed.',
  connectionFailed: 'The upload failed. Check the connection and try again.',
  cancelled: 'The upload was cancelled.',
};
export type UploadTexts = typeof en;

/** The texts of the console's file upload field. */
export const uploadTexts = defineTexts(en, { de: () => import('./upload-texts.de.ts') });
