import { startStandalone } from '@fair/shared';
import '@fair/shared/tokens.css';

// Runs this remote's pages without the shell, for the team that owns it.
void startStandalone({
  '/artigos': () => import('./lifecycles/ArticlesPage'),
  '/fundamentacao-legal': () => import('./lifecycles/LegalBasisPage'),
  '/fundamentacao-filosofica': () => import('./lifecycles/PhilosophicalBasisPage'),
  '/blog': () => import('./lifecycles/BlogPage'),
});
