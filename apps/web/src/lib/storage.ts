/**
 * The session items the browser keeps (product 0421). Keys are part of the product: other tabs and older builds read
 * them, so they never change.
 */
const TOKEN_KEY = 'token';
const REFRESH_TOKEN_KEY = 'refreshToken';
const MAINTENANCE_KEY = 'maintenance_mode';
const SESSION_ID_KEY = 'sessionId';

/** Storage can be missing or throw (private mode, blocked site data); every access goes through these. */
function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function write(storage: () => Storage, key: string, value: string): boolean {
  try {
    storage().setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

function remove(storage: () => Storage, key: string): void {
  try {
    storage().removeItem(key);
  } catch {
    // Nothing stored there, so nothing to remove.
  }
}

const local = () => window.localStorage;
const session = () => window.sessionStorage;

// --- Other features' items --------------------------------------------------------------------------------

/** Local storage for a feature's own keys, through the same guards: null when unusable. */
export const readLocal = (key: string): string | null => read(local, key);
/** False when storage is unusable (private mode, blocked site data); the caller decides what that means. */
export const writeLocal = (key: string, value: string): boolean => write(local, key, value);
export const removeLocal = (key: string): void => remove(local, key);
/** Session storage (this tab, until it closes) for a feature's own keys, through the same guards. */
export const readSession = (key: string): string | null => read(session, key);
export const writeSession = (key: string, value: string): boolean => write(session, key, value);
export const removeSession = (key: string): void => remove(session, key);

// --- Tokens -------------------------------------------------------------------------------------------------

const tokenListeners = new Set<() => void>();

function notifyTokenListeners(): void {
  for (const listener of tokenListeners) listener();
}

export function getToken(): string | null {
  return read(local, TOKEN_KEY);
}

export function getRefreshToken(): string | null {
  return read(local, REFRESH_TOKEN_KEY);
}

/** Both tokens are stored: a session that is still to be confirmed by loading its profile. */
export const hasStoredSession = (): boolean => getToken() !== null && getRefreshToken() !== null;

export function setTokens(tokens: { access: string; refresh: string }): void {
  write(local, TOKEN_KEY, tokens.access);
  write(local, REFRESH_TOKEN_KEY, tokens.refresh);
  notifyTokenListeners();
}

export function clearTokens(): void {
  remove(local, TOKEN_KEY);
  remove(local, REFRESH_TOKEN_KEY);
  notifyTokenListeners();
}

/** Tells the listener when tokens change, in this tab or (through the storage event) in another one. */
export function subscribeTokens(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === TOKEN_KEY || event.key === REFRESH_TOKEN_KEY) listener();
  };
  tokenListeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    tokenListeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

// --- Maintenance flag ---------------------------------------------------------------------------------------

/** The stored maintenance_mode: local storage first, session storage when local storage is unusable. */
export function getStoredMaintenanceMode(): string | null {
  return read(local, MAINTENANCE_KEY) ?? read(session, MAINTENANCE_KEY);
}

export function setStoredMaintenanceMode(on: boolean): void {
  const value = on ? 'true' : 'false';
  if (write(local, MAINTENANCE_KEY, value)) return;
  write(session, MAINTENANCE_KEY, value);
}

// --- Page-view session id -----------------------------------------------------------------------------------

/** crypto.randomUUID exists only in secure contexts; plain http on a LAN address still needs an id. */
function randomUuidV4(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

let volatileSessionId: string | null = null;

/** A random v4 id created once and kept persistently; in memory only when storage is unusable. */
export function getSessionId(): string {
  const stored = read(local, SESSION_ID_KEY);
  if (stored) return stored;
  const id = volatileSessionId ?? randomUuidV4();
  if (!write(local, SESSION_ID_KEY, id)) volatileSessionId = id;
  return id;
}
