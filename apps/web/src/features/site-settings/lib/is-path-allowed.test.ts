import { describe, expect, it } from 'vitest';
import { DEFAULT_MAINTENANCE_ALLOW_LIST } from '@gjs/shared';
import { isPathAllowedInMaintenance } from './is-path-allowed.ts';

describe('isPathAllowedInMaintenance', () => {
  it("lets '/' match the home page only", () => {
    expect(isPathAllowedInMaintenance('/', ['/'])).toBe(true);
    expect(isPathAllowedInMaintenance('/courses', ['/'])).toBe(false);
    expect(isPathAllowedInMaintenance('/login', ['/'])).toBe(false);
  });

  it('lets any other entry match the path itself and its sub-paths', () => {
    expect(isPathAllowedInMaintenance('/agb', ['/agb'])).toBe(true);
    expect(isPathAllowedInMaintenance('/agb/x', ['/agb'])).toBe(true);
    expect(isPathAllowedInMaintenance('/agb/', ['/agb'])).toBe(true);
  });

  it('does not let an entry match a longer path that merely starts with the same letters', () => {
    expect(isPathAllowedInMaintenance('/agbx', ['/agb'])).toBe(false);
    expect(isPathAllowedInMaintenance('/contacts', ['/contact'])).toBe(false);
  });

  it('treats an entry with a trailing slash like the entry without it', () => {
    expect(isPathAllowedInMaintenance('/privacy', ['/privacy/'])).toBe(true);
    expect(isPathAllowedInMaintenance('/privacy/en', ['/privacy/'])).toBe(true);
  });

  it('never opens every path because of an empty or malformed entry', () => {
    expect(isPathAllowedInMaintenance('/courses', [''])).toBe(false);
    expect(isPathAllowedInMaintenance('/courses', ['courses'])).toBe(false);
  });

  it('allows exactly the public paths of the default list', () => {
    const allowed = ['/', '/impressum', '/agb', '/privacy', '/contact'];
    const blocked = ['/courses', '/login', '/pricing', '/forum', '/profile', '/register'];
    for (const path of allowed)
      expect(isPathAllowedInMaintenance(path, DEFAULT_MAINTENANCE_ALLOW_LIST)).toBe(true);
    for (const path of blocked)
      expect(isPathAllowedInMaintenance(path, DEFAULT_MAINTENANCE_ALLOW_LIST)).toBe(false);
  });
});
