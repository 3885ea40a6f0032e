import { describe, expect, it, vi } from 'vitest';
import {
  clearTokens,
  getSessionId,
  getStoredMaintenanceMode,
  setStoredMaintenanceMode,
  setTokens,
  subscribeTokens,
} from './storage.ts';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Makes local storage refuse writes (quota, blocked site data) while session storage keeps working. */
function breakLocalStorageWrites() {
  const setItem = Storage.prototype.setItem;
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key, value) {
    if (this === window.localStorage) throw new DOMException('Quota exceeded', 'QuotaExceededError');
    setItem.call(this, key, value);
  });
}

describe('sessionId', () => {
  it('is a random version-4 id, created once and kept in local storage', () => {
    const first = getSessionId();

    expect(first).toMatch(UUID_V4);
    expect(getSessionId()).toBe(first);
    expect(window.localStorage.getItem('sessionId')).toBe(first);
  });

  it('reuses the id an earlier visit stored', () => {
    window.localStorage.setItem('sessionId', '3b241101-e2bb-4255-8caf-4136c566a962');

    expect(getSessionId()).toBe('3b241101-e2bb-4255-8caf-4136c566a962');
  });

  it('still creates a version-4 id where crypto.randomUUID is missing (insecure context)', () => {
    const realCrypto = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: realCrypto.getRandomValues.bind(realCrypto) });

    expect(getSessionId()).toMatch(UUID_V4);
  });

  it('keeps the same id for the page life when local storage refuses it', () => {
    breakLocalStorageWrites();

    const first = getSessionId();

    expect(first).toMatch(UUID_V4);
    expect(getSessionId()).toBe(first);
  });
});

describe('maintenance_mode', () => {
  it("stores 'true' or 'false' in local storage", () => {
    setStoredMaintenanceMode(true);
    expect(window.localStorage.getItem('maintenance_mode')).toBe('true');

    setStoredMaintenanceMode(false);
    expect(getStoredMaintenanceMode()).toBe('false');
  });

  it('falls back to session storage when local storage cannot be written', () => {
    breakLocalStorageWrites();

    setStoredMaintenanceMode(true);

    expect(window.localStorage.getItem('maintenance_mode')).toBeNull();
    expect(window.sessionStorage.getItem('maintenance_mode')).toBe('true');
    expect(getStoredMaintenanceMode()).toBe('true');
  });

  it('reads the session-storage value when local storage has none', () => {
    window.sessionStorage.setItem('maintenance_mode', 'True');

    expect(getStoredMaintenanceMode()).toBe('True');
  });
});

describe('tokens', () => {
  it('stores token and refreshToken and tells subscribers when they are set or cleared', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeTokens(listener);

    setTokens({ access: 'a', refresh: 'r' });
    expect(window.localStorage.getItem('token')).toBe('a');
    expect(window.localStorage.getItem('refreshToken')).toBe('r');

    clearTokens();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('refreshToken')).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);

    unsubscribe();
    setTokens({ access: 'b', refresh: 's' });
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
