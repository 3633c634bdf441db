// The page preloader as it runs in index.html: built on its own and inlined in the page (see
// build/inlinePagePreloader.ts), so it starts while the page is still parsing, before any of the
// shell's code has arrived.
import { preloadCurrentPage } from './preloadCurrentPage';

preloadCurrentPage().catch(() => {
  // A hint that failed costs nothing: the shell shows any real problem when it loads the page.
});
