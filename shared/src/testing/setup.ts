import { runEffectsAfterTask } from './effectsAfterTask';

// Vitest's setup for this package's tests (vitest.config.ts).
runEffectsAfterTask();
