import type { PaymentMethod } from '@gjs/shared';

/** The navigation state /payment/success reads (registration, product 0420 and 0422). */
export type PaymentResultState = { paymentMethod: PaymentMethod; status: string; inTrial: boolean };

export function readPaymentResultState(state: unknown): PaymentResultState | null {
  if (typeof state !== 'object' || state === null) return null;
  const { paymentMethod, status, inTrial } = state as Record<string, unknown>;
  if (paymentMethod !== 'stripe' && paymentMethod !== 'none' && paymentMethod !== 'paypal') return null;
  return { paymentMethod, status: typeof status === 'string' ? status : '', inTrial: inTrial === true };
}
