import { configure } from '@testing-library/preact';
import { runEffectsAfterTask } from './effectsAfterTask';
import { installJsdomStandIns } from './jsdom';

/**
 * What every app's component tests need before they run: jsdom's stand-ins, effects that never
 * outlive the test file (`runEffectsAfterTask`), and Testing Library waiting long enough for a
 * page on a busy machine (its default second is too short when the suite's packages share two
 * cores; a waiting query still ends as soon as what it waits for shows).
 */
export function setUpComponentTests(): void {
  installJsdomStandIns();
  runEffectsAfterTask();
  configure({ asyncUtilTimeout: 5_000 });
}
