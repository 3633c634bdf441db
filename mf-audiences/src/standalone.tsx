import { startStandalone } from '@fair/shared';
import '@fair/shared/tokens.css';

// Runs this remote's pages without the shell, for the team that owns it.
void startStandalone({
  '/autores': () => import('./lifecycles/AuthorsPage'),
  '/distribuidores': () => import('./lifecycles/DistributorsPage'),
  '/usuarios': () => import('./lifecycles/UsersPage'),
  '/como-funciona': () => import('./lifecycles/HowItWorksPage'),
  '/faq': () => import('./lifecycles/FaqPage'),
});
