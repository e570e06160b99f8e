import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { stripEndpointSchemasPlugin } from './scripts/strip-endpoint-schemas.mjs';

/**
 * main.tsx loads the app (boot.tsx) with a dynamic import on every page but the prerendered
 * landing (which loads its island instead, ADR 061). Its chunk and their static imports are
 * fetched from the start all the same: modulepreload links in index.html (landing.html drops
 * them), so bench/web/bundle.mjs counts them as the app's initial JavaScript too.
 */
function preloadBoot(): Plugin {
  return {
    name: 'mnemo:preload-boot',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle ?? {};
        const boot = Object.values(bundle).find((c) => c.type === 'chunk' && c.facadeModuleId?.endsWith('/src/web/boot.tsx'));
        if (!boot || boot.type !== 'chunk') throw new Error('preload-boot: no chunk for src/web/boot.tsx');
        const files = new Set<string>();
        const visit = (file: string) => {
          if (files.has(file)) return;
          files.add(file);
          const chunk = bundle[file];
          if (chunk?.type === 'chunk') for (const dep of chunk.imports) visit(dep);
        };
        visit(boot.fileName);
        return [...files]
          .filter((f) => !html.includes(`/${f}"`))
          .map((f) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${f}` }, injectTo: 'head' as const }));
      },
    },
  };
}

// The web app lives in src/web; the server serves dist/web in production.
export default defineConfig({
  root: 'src/web',
  publicDir: '../../public',
  // Per checkout, not in a node_modules that git worktrees may share.
  cacheDir: path.resolve(import.meta.dirname, '.cache/vite'),
  // The browser needs an endpoint's method and path, not its schemas (scripts/strip-endpoint-schemas.mjs).
  plugins: [react(), tailwindcss(), stripEndpointSchemasPlugin(), preloadBoot()],
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
