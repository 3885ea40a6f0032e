import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { alphaTabAssets } from './build/alphatab-assets.ts';
import { fontFace } from './build/font-face.ts';
import { muiThemeWithoutCssVariables } from './build/mui-theme-without-css-variables.ts';
import { precompress } from './build/precompress.ts';
import { parseEnv } from './src/config/env-schema.ts';

// The API runs on its own port in development; the browser talks to the same origin and Vite forwards /api.
const apiProxyTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';

// `vite build` builds the browser app into dist/; `vite build --ssr src/entry-server.tsx --outDir dist/server` builds
// the server renderer of the public pages beside it (the API loads it from there, see plugins/external/web-app.ts).
const FRAMEWORK_PACKAGES = [
  'react',
  'react-dom',
  'scheduler',
  'react-router',
  '@tanstack/query-core',
  '@tanstack/react-query',
  '@emotion/[^/]+',
  'stylis',
  '@mui/(system|styled-engine|utils|private-theming)',
  'react-is',
  'clsx',
  'prop-types',
  // MUI's theme, and the components of the frame that every page shows (header, footer, spinner, error page).
  '@mui/material/(styles|colors|transitions|utils|internal|className|DefaultPropsProvider|zero-styled|GlobalStyles|CssBaseline|SvgIcon|ButtonBase|Button|IconButton|Link|AppBar|Toolbar|Paper|Container|Stack|Box|Typography|CircularProgress|useMediaQuery)',
];
// Parts of those libraries that only the controls of some screens use (grids, menus, switches, pagination icons,
// endless lists): in the framework chunk they would be every page's download.
const SOME_SCREENS_ONLY = [
  '@mui/system/Grid/',
  '@mui/utils/(useRovingTabIndex|fastObjectShallowCompare|useControlled|useForcedRerendering|usePreviousProps|useSlotProps|getValidReactChildren|visuallyHidden)/',
  '@mui/material/utils/(useControlled|createChainedFunction|getScrollbarSize|focusWithVisible|areArraysEqual)\\.',
  '@mui/material/internal/(svg-icons/|SwitchBase|switchBaseClasses|animate)',
  '@mui/material/styles/(cssUtils|useThemeProps)\\.',
  '@mui/material/FormControl/',
  'prop-types/',
  '@tanstack/(query-core|react-query)/build/modern/(infiniteQueryObserver|infiniteQueryOptions|useInfiniteQuery)\\.',
];
const FRAMEWORK_INCLUDED = new RegExp(`/node_modules/(${FRAMEWORK_PACKAGES.join('|')})/`);
const FRAMEWORK_EXCLUDED = new RegExp(`/node_modules/(${SOME_SCREENS_ONLY.join('|')})`);
const FRAMEWORK = (id: string) => FRAMEWORK_INCLUDED.test(id) && !FRAMEWORK_EXCLUDED.test(id);
// The app's own modules that start every page (the router, the session, the frame): the entry imports them after the
// first frame (src/main.tsx), and as one file they cost one request instead of a handful of small ones.
const APP_START_MODULES = [
  'app/(app|provider|router|page-loader)\\.tsx?',
  'app/ssr/',
  'app/routes/(root|app-shell)\\.tsx',
  'lib/(api-client|query-client|storage|maintenance)\\.ts',
  'lib/session/',
  'config/',
  'components/layouts/(header|footer|main-layout|navigation-progress|desktop-nav|mobile-nav|nav-items|frame-texts|language-switch)\\.tsx?',
  // Not a translation (message-texts.de.ts), each loaded only on a page in its language, nor the offer of the German
  // home page, loaded only where it may show.
  'lib/i18n/(?!language-suggestion\\.ts$)(?![^/]*\\.[a-z]{2}\\.ts$)',
  // The page metadata of every page; not schema.org's data, which only the catalogue and sales pages state.
  'components/seo/(page-metadata|site-origin)\\.tsx?',
];
const APP_START = new RegExp(`/apps/web/src/(${APP_START_MODULES.join('|')})`);
// What the entry itself runs on a page that waits for its visitor (app/ssr/hydrate-on-intent.ts) is a chunk of its
// own, taken first: in the app chunk (which imports some of it too) it would bring the framework with it.
const ENTRY_MODULES = [
  'app/ssr/hydrate-on-intent\\.ts',
  'app/ssr/held-actions\\.ts',
  'app/ssr/field-edits\\.ts',
  'app/ssr/after-page-shown\\.ts',
  'features/analytics/api/record-page-view\\.ts',
  'lib/storage\\.ts',
  'lib/i18n/language-choice\\.ts',
  'config/env\\.ts',
];
// Vite's helper behind every dynamic import (it preloads a chunk's imports) is one of them.
const ENTRY = new RegExp(`(/apps/web/src/(${ENTRY_MODULES.join('|')})|vite/preload-helper\\.js)$`);

// The translations of the frame's texts (header, footer, error page, page metadata, shared controls), which a page in
// that language loads before it hydrates, whatever the page: one file per language rather than four small ones, each
// with its own request and headers.
const FRAME_TRANSLATIONS =
  /\/apps\/web\/src\/components\/(layouts\/frame-texts|errors\/error-texts|seo\/page-metadata-texts|ui\/ui-texts)\.([a-z]{2})\.ts$/;
const frameTranslationChunk = (id: string) => `frame-texts-${FRAME_TRANSLATIONS.exec(id)?.[2] ?? 'xx'}`;

// MUI's outlined field (the public pages' search boxes, selects and forms use it), and the form stack on top of it
// (react-hook-form and the app's field components): each as one file rather than a handful of small ones, which
// compress worse apart and cost a request each.
const FORM_FIELDS = new RegExp(
  `/node_modules/@mui/material/(InputBase|OutlinedInput|InputLabel|FormControl|FormLabel|FormHelperText|TextareaAutosize)/`,
);
const FORMS = new RegExp(
  `(/node_modules/react-hook-form/|/node_modules/@mui/material/AlertTitle/|/apps/web/src/components/ui/(form-text-field|outlined-field-frame|lazy-alert)\\.tsx|/apps/web/src/lib/forms/lazy-resolver\\.ts)`,
);

export default defineConfig(({ mode, isSsrBuild }) => ({
  define: {
    // The VITE_ variables (shell first, then .env files) are checked here: a bad one fails the build, named.
    __WEB_ENV__: JSON.stringify(parseEnv(loadEnv(mode, import.meta.dirname, 'VITE_'))),
    // The server renderer carries its libraries (noExternal below), and Vite leaves `process.env.NODE_ENV` to the
    // server's environment in a server build: React and emotion would render with their development builds, several
    // times slower and with class names that differ from the browser's. A production build is production on both.
    ...(isSsrBuild && mode === 'production' ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {}),
  },
  plugins: [muiThemeWithoutCssVariables(), react(), fontFace(), alphaTabAssets(), precompress()],
  // The server bundle carries its libraries: it runs from wherever the build went, whatever node_modules is near.
  ssr: { noExternal: true },
  server: {
    proxy: {
      '/api': { target: apiProxyTarget, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiProxyTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The libraries every page runs go in one file: one request instead of a dozen small ones, each with its
          // own headers. Everything else is split by route, so a page loads only what it uses.
          groups: [
            { name: 'framework', test: FRAMEWORK },
            { name: 'entry-start', test: ENTRY, priority: 1 },
            { name: 'app', test: APP_START },
            { name: 'form-fields', test: FORM_FIELDS },
            { name: 'forms', test: FORMS },
            { name: frameTranslationChunk, test: FRAME_TRANSLATIONS },
          ],
        },
      },
    },
  },
}));
