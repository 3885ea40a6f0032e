import { readLocal, removeLocal, writeLocal } from '#lib/storage.ts';

/**
 * What the registering browser keeps between registration and the payment result (product 0421 session items): the new
 * account's id (temp_user_id), the secret that lets this browser delete it again if payment fails, and the PayPal
 * subscription id. Local storage, because PayPal's approval page sends the visitor back in a new page load. With
 * storage blocked the flow still works within this page; only the PayPal return will ask to register again.
 */
const TEMP_USER_ID_KEY = 'temp_user_id';
const REGISTRATION_TOKEN_KEY = 'registration_token';
const PAYPAL_SUBSCRIPTION_KEY = 'subscription_id';

export type TempUser = { id: number; registrationToken: string | null };

export function storeTempUser(id: number, registrationToken: string): void {
  writeLocal(TEMP_USER_ID_KEY, String(id));
  writeLocal(REGISTRATION_TOKEN_KEY, registrationToken);
}

/** The stored account, or null when there is none or it is not a positive integer (product 0423: sent as an integer). */
export function getTempUser(): TempUser | null {
  const raw = readLocal(TEMP_USER_ID_KEY);
  if (raw === null || !/^\d+$/.test(raw)) return null;
  const id = Number.parseInt(raw, 10);
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  return { id, registrationToken: readLocal(REGISTRATION_TOKEN_KEY) };
}

export function clearTempUser(): void {
  removeLocal(TEMP_USER_ID_KEY);
  removeLocal(REGISTRATION_TOKEN_KEY);
}

export function storePaypalSubscriptionId(subscriptionId: string): void {
  writeLocal(PAYPAL_SUBSCRIPTION_KEY, subscriptionId);
}

export function clearPaypalSubscriptionId(): void {
  removeLocal(PAYPAL_SUBSCRIPTION_KEY);
}
