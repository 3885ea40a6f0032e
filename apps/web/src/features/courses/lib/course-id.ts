/** Course ids are positive integers: anything else cannot exist, and is not worth a call. */
export const isCourseId = (id: string): boolean => /^[1-9]\d{0,9}$/.test(id);
