import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import type { UserConfig } from 'vite';
import { defaultPorts, federationShared, type AppName } from './federation';

/**
 * The Vite config every remote uses: its federation name and exposed page modules differ, the
 * rest (portable base, CORS for the shell's origin, esnext target, singletons) must not.
 */
export function remoteViteConfig(
  app: Exclude<AppName, 'shell'>,
  federationName: string,
  exposes: Record<string, string>,
): UserConfig {
  const port = defaultPorts[app];
  return {
    base: './',
    plugins: [
      react(),
      federation({
        name: federationName,
        filename: 'remoteEntry.js',
        manifest: true,
        exposes,
        shared: federationShared,
        dts: false,
      }),
    ],
    server: { port, strictPort: true, cors: true, origin: `http://localhost:${port}` },
    preview: { port, strictPort: true, cors: true },
    build: { target: 'esnext' },
  };
}
