import { ValidationError } from '#lib/errors.ts';

/** A new order must name every existing child exactly once, so that no child is lost or doubled. */
export function assertCompleteOrder(ordered: number[], existing: number[], message: string): void {
  const complete =
    ordered.length === existing.length &&
    new Set(ordered).size === ordered.length &&
    ordered.every((id) => existing.includes(id));
  if (!complete) throw new ValidationError(message);
}
