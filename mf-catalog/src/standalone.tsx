import { startStandalone } from '@fair/shared/standalone';

// Runs this remote's pages without the shell, for the team that owns it (its dev server's page).
void startStandalone('mf-catalog', import.meta.glob('./lifecycles/*.ts'));
