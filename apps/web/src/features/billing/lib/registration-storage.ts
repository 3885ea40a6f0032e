/**
 * What the registering browser keeps between registration and the payment result (spec §3 session items): the new
 * account's id (temp_user_id), the secret that lets this browser delete it again if payment fails, and the PayPal
 * subscription id. Local storage, because PayPal's approval page sends the visitor back in a new page load.
 */
const TEMP_USER_ID_KEY = 'temp_user_id';
const REGISTRATION_TOKEN_KEY = 'registration_token';
const PAYPAL_SUBSCRIPTION_KEY = 'subscription_id';

export type TempUser = { id: number; registrationToken: string | null };

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage blocked: the flow still works within this page; only the PayPal return will ask to register again.
  }
}

function remove(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing was stored.
  }
}

export function storeTempUser(id: number, registrationToken: string): void {
  write(TEMP_USER_ID_KEY, String(id));
  write(REGISTRATION_TOKEN_KEY, registrationToken);
}

/** The stored account, or null when there is none or it is not a positive integer (spec §5: sent as an integer). */
export function getTempUser(): TempUser | null {
  const raw = read(TEMP_USER_ID_KEY);
  if (raw === null || !/^\d+$/.test(raw)) return null;
  const id = Number.parseInt(raw, 10);
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  return { id, registrationToken: read(REGISTRATION_TOKEN_KEY) };
}

export function clearTempUser(): void {
  remove(TEMP_USER_ID_KEY);
  remove(REGISTRATION_TOKEN_KEY);
}

export function storePaypalSubscriptionId(subscriptionId: string): void {
  write(PAYPAL_SUBSCRIPTION_KEY, subscriptionId);
}

export function clearPaypalSubscriptionId(): void {
  remove(PAYPAL_SUBSCRIPTION_KEY);
}
