import { z } from 'zod';
import { siteSettingsSchema } from '../site-settings/contracts.ts';

/** The admin form sends the settings it changes; the answer is every setting after the change. */
export const adminSettingsUpdateSchema = siteSettingsSchema
  .extend({ business_email: z.email().max(254) })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: 'Nothing to change.' });
export type AdminSettingsUpdate = z.infer<typeof adminSettingsUpdateSchema>;
