import { describe, expect, it } from 'vitest';
import { theme } from './theme.ts';

describe('the theme', () => {
  // The build gives MUI its theme code without CSS variables (build/mui-theme-without-css-variables.ts); a theme
  // that asked for them would lose them in the browser without a word.
  it('uses neither CSS variables nor colour schemes, which the build leaves out of MUI', () => {
    expect(theme).not.toHaveProperty('vars');
    expect(theme).not.toHaveProperty('colorSchemes');
    expect(theme).not.toHaveProperty('cssVariables');
  });
});
