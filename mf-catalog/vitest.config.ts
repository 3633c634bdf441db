import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'node',
    setupFiles: ['./src/test/setup.ts'],
    // The machines running the suite are shared: a component test may wait for a busy CPU.
    testTimeout: 20_000,
  },
});
