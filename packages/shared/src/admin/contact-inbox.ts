import { z } from 'zod';

export const CONTACT_INBOX_FILTERS = ['all', 'unread', 'read'] as const;
export type ContactInboxFilter = (typeof CONTACT_INBOX_FILTERS)[number];
export const CONTACT_INBOX_PAGE_SIZE = 50;

export const adminContactQuerySchema = z.object({
  status: z.enum(CONTACT_INBOX_FILTERS).default('all'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(200).default(CONTACT_INBOX_PAGE_SIZE),
});
export type AdminContactQuery = z.input<typeof adminContactQuerySchema>;

export const adminContactMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  created_at: z.string(),
  /** When staff marked it read; null while unread. */
  read_at: z.string().nullable(),
});
export type AdminContactMessage = z.infer<typeof adminContactMessageSchema>;

export const adminContactListSchema = z.object({
  /** Messages matching the filter over all pages. */
  count: z.number().int(),
  /** Unread messages in the whole inbox. */
  unread: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  results: z.array(adminContactMessageSchema),
});
export type AdminContactList = z.infer<typeof adminContactListSchema>;

export const adminContactUnreadSchema = z.object({ unread: z.number().int() });
export type AdminContactUnread = z.infer<typeof adminContactUnreadSchema>;

export const adminContactReadSchema = z.object({ read: z.boolean() });
export type AdminContactRead = z.infer<typeof adminContactReadSchema>;
