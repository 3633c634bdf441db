import { remoteViteConfig } from '@fair/tooling/vite';
import { API_SERVICE, apiPort } from '@fair/shared/site';
import { defineConfig, mergeConfig } from 'vite';

// Everything but the app's name is derived from the app table (@fair/shared/site). The pages call
// the API on their own origin (`/api/…`): the dev server forwards it to the API on its port, as
// the shell's server does for the composed site.
export default defineConfig(({ command }) =>
  mergeConfig(remoteViteConfig({ command, app: 'mf-studio' }), {
    server: {
      proxy: { [API_SERVICE.pathPrefix]: { target: `http://localhost:${apiPort()}` } },
    },
  }),
);
