// esbuild options for the server bundle, shared by `npm run build:server` and `npm run dev`.
export const serverBuildOptions = {
  entryPoints: ['src/server/main.ts'],
  outfile: 'dist/server/main.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
};
