// The boot script of every composed page: inlined by the composer at the end of the body, it runs
// before the first paint. Kept small and free of imports of libraries: it is minified into
// `boot.js` by the shell's build, on its own.
import { BOOT_DATA_ID, FRAGMENT_CLASS, type BootData } from '@fair/shared/site';
import { captureEarlyInput } from './earlyInput';
import { EARLY_INPUT } from './handoff';
import { startScripts } from './startScripts';

/** The longest a tap waits for the page (it is shown pending meanwhile). */
const HOLD_INPUT_MS = 30_000;

const data = document.getElementById(BOOT_DATA_ID)?.textContent;
if (data) {
  window[EARLY_INPUT] = captureEarlyInput(document, {
    area: () => document.querySelector(`.${FRAGMENT_CLASS}`),
    // The shell lets go of what is held as soon as the page fails (or its script cannot be had,
    // below); this only ends a wait on a network that neither answers nor fails.
    holdMs: HOLD_INPUT_MS,
  });
  startScripts(window, JSON.parse(data) as BootData, () => window[EARLY_INPUT]?.release());
}
