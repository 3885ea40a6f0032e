import { describe, expect, it } from 'vitest';
import {
  clearTempUser,
  getTempUser,
  storePaypalSubscriptionId,
  storeTempUser,
} from './registration-storage.ts';

describe('registration storage', () => {
  it('keeps the new account as temp_user_id with its registration token until cleared', () => {
    storeTempUser(42, 'secret-token');

    expect(localStorage.getItem('temp_user_id')).toBe('42');
    expect(getTempUser()).toEqual({ id: 42, registrationToken: 'secret-token' });

    clearTempUser();
    expect(getTempUser()).toBeNull();
    expect(localStorage.getItem('registration_token')).toBeNull();
  });

  it.each(['abc', '0', '-3', '1.5', ''])(
    'ignores a stored temp_user_id of %j that is no positive integer',
    (raw) => {
      localStorage.setItem('temp_user_id', raw);

      expect(getTempUser()).toBeNull();
    },
  );

  it('keeps the PayPal subscription id under subscription_id', () => {
    storePaypalSubscriptionId('I-ABC');

    expect(localStorage.getItem('subscription_id')).toBe('I-ABC');
  });
});
