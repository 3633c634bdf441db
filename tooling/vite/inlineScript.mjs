// @ts-check
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';

/**
 * Builds a script meant to be inlined into a page (an immediately run function, minified, no
 * imports left) from an app's own sources, and returns its text.
 * @param {{ root: string, entry: string, fileName: string }} options
 * @returns {Promise<string>}
 */
export async function buildInlineScript({ root, entry, fileName }) {
  const workDir = join(root, 'node_modules', '.fair-inline', fileName);
  rmSync(workDir, { recursive: true, force: true });
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    mode: 'production',
    build: {
      outDir: workDir,
      emptyOutDir: true,
      target: 'es2020',
      minify: true,
      copyPublicDir: false,
      lib: { entry: join(root, entry), formats: ['iife'], name: 'boot', fileName: () => fileName },
      // Only what the script uses: the modules it imports for a constant or two (the site's
      // facts) are otherwise kept whole for what their top level might do.
      rollupOptions: { treeshake: { moduleSideEffects: false } },
    },
  });
  const text = readFileSync(join(workDir, fileName), 'utf8').trim();
  rmSync(workDir, { recursive: true, force: true });
  return text;
}
