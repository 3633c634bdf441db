import { defineConfig } from 'vite';

/**
 * The API runs as plain ES modules on Node 20, which cannot import `@fair/shared`'s TypeScript:
 * this build bundles the API's sources with the parts of `@fair/shared` they use (the price
 * rules, the sample catalogue, the English problem titles) into `dist/*.mjs`. Every other
 * dependency stays an import of `node_modules` (PGlite loads its own files from there).
 */
export default defineConfig({
  build: {
    ssr: true,
    target: 'node20',
    outDir: 'dist',
    emptyOutDir: true,
    minify: false,
    sourcemap: true,
    rollupOptions: {
      input: { server: 'src/main.ts', prepare: 'src/prepare.ts' },
      output: {
        format: 'es',
        entryFileNames: '[name].mjs',
        chunkFileNames: 'chunks/[name]-[hash].mjs',
      },
    },
  },
  ssr: { noExternal: ['@fair/shared'], target: 'node' },
});
