// The boot script of every composed page: inlined by the composer at the end of the body, it runs
// before the first paint. Kept small and free of imports of libraries: it is minified into
// `boot.js` by the shell's build, on its own.
import { BOOT_DATA_ID, FRAGMENT_CLASS, type BootData } from '@fair/shared/site';
import { PAGE_DEADLINE_MS } from '../remotes/pageDeadline';
import { captureEarlyInput } from './earlyInput';
import { EARLY_INPUT } from './handoff';
import { startScripts } from './startScripts';

const data = document.getElementById(BOOT_DATA_ID)?.textContent;
if (data) {
  window[EARLY_INPUT] = captureEarlyInput(document, {
    area: () => document.querySelector(`.${FRAGMENT_CLASS}`),
    deadlineMs: PAGE_DEADLINE_MS,
  });
  startScripts(window, JSON.parse(data) as BootData);
}
