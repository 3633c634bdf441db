import { runEffectsAfterTask } from '@fair/shared/testing';

// Vitest's setup for this package's tests (vitest.config.ts).
runEffectsAfterTask();
