import { z } from 'zod';

/** What an upload is for; each kind accepts only its own file types (checked on the bytes, not the name). */
export const UPLOAD_KINDS = ['video', 'pdf', 'musicxml', 'audio', 'thumbnail'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** The file-picker hint per kind; the server decides on the content. */
export const UPLOAD_ACCEPT: Record<UploadKind, string> = {
  video: 'video/mp4,.mp4,.m4v',
  pdf: 'application/pdf,.pdf',
  musicxml: '.musicxml,.xml,.mxl,.gp,.gpx,.gp3,.gp4,.gp5',
  audio: 'audio/mpeg,.mp3',
  thumbnail: 'image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp',
};

export const uploadKindParamsSchema = z.object({ kind: z.enum(UPLOAD_KINDS) });

export const uploadResultSchema = z.object({
  key: z.string(),
  size: z.number().int(),
  /** A preview URL: public for thumbnails, short-lived and signed for everything else. */
  url: z.string(),
});
export type UploadResult = z.infer<typeof uploadResultSchema>;
