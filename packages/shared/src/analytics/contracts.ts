import { z } from 'zod';

export const pageViewRequestSchema = z.object({
  page_url: z.string().min(1).max(2048),
  session_id: z.uuid(),
});
export type PageViewRequest = z.infer<typeof pageViewRequestSchema>;

/** How long page views are kept: a year's statistics plus two months to compare (privacy policy, web analytics). */
export const PAGE_VIEW_RETENTION_MONTHS = 14;
