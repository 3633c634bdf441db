import { remoteViteConfig } from '@fair/tooling/vite';
import { defineConfig } from 'vite';

// Everything but the app's name is derived from the app table (@fair/shared/site); the dev
// server forwards `/api/` to the API as every remote's does (remoteViteConfig).
export default defineConfig(({ command }) => remoteViteConfig({ command, app: 'mf-studio' }));
