import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API runs on its own port in development; the browser talks to the same origin and Vite forwards /api.
const apiProxyTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';

// `vite build` builds the browser app into dist/; `vite build --ssr src/entry-server.tsx --outDir dist/server` builds
// the server renderer of the public pages beside it (the API loads it from there, see plugins/external/web-app.ts).
export default defineConfig({
  plugins: [react()],
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
    rolldownOptions: {
      output: {
        // Libraries change far less often than the app: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            {
              name: 'mui',
              test: /node_modules[\\/](@mui|@emotion|stylis|@popperjs|react-transition-group)[\\/]/,
            },
            { name: 'vendor', test: /node_modules[\\/]/ },
          ],
        },
      },
    },
  },
});
