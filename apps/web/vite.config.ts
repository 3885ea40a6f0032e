import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { fontFace } from './build/font-face.ts';
import { precompress } from './build/precompress.ts';
import { parseEnv } from './src/config/env-schema.ts';

// The API runs on its own port in development; the browser talks to the same origin and Vite forwards /api.
const apiProxyTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';

// `vite build` builds the browser app into dist/; `vite build --ssr src/entry-server.tsx --outDir dist/server` builds
// the server renderer of the public pages beside it (the API loads it from there, see plugins/external/web-app.ts).
export default defineConfig(({ mode }) => ({
  // The VITE_ variables (shell first, then .env files) are checked here: a bad one fails the build, named.
  define: { __WEB_ENV__: JSON.stringify(parseEnv(loadEnv(mode, import.meta.dirname, 'VITE_'))) },
  plugins: [react(), fontFace(), precompress()],
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
  },
}));
