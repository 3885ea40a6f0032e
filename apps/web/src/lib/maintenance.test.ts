import { describe, expect, it } from 'vitest';
import { isMaintenanceMode } from './maintenance.ts';

describe('isMaintenanceMode', () => {
  it.each(['true', 'TRUE', 'True'])("is on when the stored value is '%s'", (value) => {
    window.localStorage.setItem('maintenance_mode', value);
    expect(isMaintenanceMode()).toBe(true);
  });

  it.each(['false', 'yes', '1', ''])("is off when the stored value is '%s'", (value) => {
    window.localStorage.setItem('maintenance_mode', value);
    expect(isMaintenanceMode()).toBe(false);
  });

  it('is off by the build-time default when nothing is stored', () => {
    expect(isMaintenanceMode()).toBe(false);
  });
});
