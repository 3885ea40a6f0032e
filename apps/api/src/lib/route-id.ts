/** A path segment as a row id: up to nine digits, anything else NaN (an id that matches no row, answered 404). */
export function parseRouteId(raw: string): number {
  return /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
}
