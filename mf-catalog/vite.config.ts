import { remoteViteConfig } from '@fair/tooling/vite';
import { defineConfig } from 'vite';

// Everything but the app's name is derived from the app table (@fair/shared/site).
export default defineConfig(({ command }) => remoteViteConfig({ command, app: 'mf-catalog' }));
