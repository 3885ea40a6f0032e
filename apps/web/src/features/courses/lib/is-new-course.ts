/** The 'NEW' badge: a course created within the last 7 days (product 0426). */
export const NEW_COURSE_DAYS = 7;

export function isNewCourse(createdAt: string, now: Date = new Date()): boolean {
  const created = Date.parse(createdAt);
  if (Number.isNaN(created)) return false;
  const age = now.getTime() - created;
  return age >= 0 && age <= NEW_COURSE_DAYS * 24 * 60 * 60 * 1000;
}
