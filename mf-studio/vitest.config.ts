import { appVitestConfig } from '@fair/tooling/vite';
import { defineConfig } from 'vitest/config';

export default defineConfig(appVitestConfig());
