/** Whether a route's `:id` can name a record (a positive serial id), so the page may ask the API for it. */
export function isRecordId(id: string): boolean {
  return /^\d{1,9}$/.test(id);
}
