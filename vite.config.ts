import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import path from 'node:path';
import { defineConfig } from 'vite';
import { stripEndpointSchemasPlugin } from './scripts/strip-endpoint-schemas.mjs';

// The web app lives in src/web; the server serves dist/web in production.
export default defineConfig({
  root: 'src/web',
  publicDir: '../../public',
  // Per checkout, not in a node_modules that git worktrees may share.
  cacheDir: path.resolve(import.meta.dirname, '.cache/vite'),
  // The browser needs an endpoint's method and path, not its schemas (scripts/strip-endpoint-schemas.mjs).
  plugins: [react(), tailwindcss(), stripEndpointSchemasPlugin()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:5000', ws: true } },
  },
});
