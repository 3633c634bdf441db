import { shellViteConfig } from '@fair/tooling/vite';
import { defineConfig } from 'vite';

export default defineConfig(({ command }) => shellViteConfig({ command }));
