import { describe, expect, it } from 'vitest';
import { paths } from './paths.ts';

describe('paths.login.getHref, the one login-redirect helper', () => {
  it('sends a visitor to the login page with the way back, as the product writes it', () => {
    expect(paths.login.getHref('/courses/12')).toBe('/login?redirect=/courses/12');
  });

  it('escapes what would end the parameter', () => {
    expect(paths.login.getHref('/courses/1&x=2#y')).toBe('/login?redirect=/courses/1%26x%3D2%23y');
  });

  it('keeps a query of the way back inside the one parameter', () => {
    expect(paths.login.getHref('/backing-tracks?track=3')).toBe(
      '/login?redirect=/backing-tracks%3Ftrack%3D3',
    );
  });

  it('needs no way back to the home page', () => {
    expect(paths.login.getHref('/')).toBe('/login');
    expect(paths.login.getHref()).toBe('/login');
  });
});
