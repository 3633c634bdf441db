import { startStandalone } from '@fair/shared';
import '@fair/shared/tokens.css';

// Runs this remote's pages without the shell, for the team that owns it.
void startStandalone({
  '/': () => import('./lifecycles/CatalogPage'),
});
