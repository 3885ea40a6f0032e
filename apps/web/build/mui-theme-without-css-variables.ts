// MUI's `createTheme` and `ThemeProvider` each carry a second, CSS-variables implementation (createThemeWithVars,
// CssVarsProvider, the colour-scheme script and storage), which the bundler cannot drop: `createTheme` chooses between
// them at run time, and `ThemeProvider` builds its CSS-variables provider when its module loads. The school's theme
// uses neither CSS variables nor colour schemes (components/ui/theme.ts; theme.test.ts fails if it starts to), and for
// such a theme MUI's own `createTheme` returns `createThemeNoVars(options)` and its `ThemeProvider` renders
// `ThemeProviderNoVars`. This plugin points MUI's styles modules at those two directly, which leaves about 27 KB of
// code (7 KB sent) out of every page's framework chunk. docs/decisions/0206-mui-theme-without-css-variables.md
import path from 'node:path';
import type { Plugin } from 'vite';

const MUI_STYLES_MODULE = /[\\/]node_modules[\\/]@mui[\\/]material[\\/]styles[\\/][^\\/]+\.mjs$/;
const REPLACEMENTS: Record<string, string> = {
  './createTheme.mjs': 'createThemeNoVars.mjs',
  './ThemeProvider.mjs': 'ThemeProviderNoVars.mjs',
};

export function muiThemeWithoutCssVariables(): Plugin {
  return {
    name: 'mui-theme-without-css-variables',
    enforce: 'pre',
    resolveId(source, importer) {
      const replacement = REPLACEMENTS[source];
      if (!replacement || !importer || !MUI_STYLES_MODULE.test(importer)) return null;
      // createThemeNoVars imports nothing back from createTheme, so the redirection cannot loop.
      return path.join(path.dirname(importer), replacement);
    },
  };
}
