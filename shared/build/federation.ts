import { APPS, portOf } from '../server/apps.mjs';

/**
 * The libraries every app shares as singletons, so each is downloaded once for the whole page
 * whichever remotes are visited. Every app's vite.config imports this list, so the shell and the
 * remotes can never disagree on it. The trailing-slash entries share subpaths such as
 * `react/jsx-runtime` and `react-dom/client`.
 */
const singleton = (requiredVersion: string) => ({ singleton: true, requiredVersion });

export const federationShared = {
  react: singleton('19.3.1'),
  'react/': singleton('19.3.1'),
  'react-dom': singleton('19.3.1'),
  'react-dom/': singleton('19.3.1'),
  i18next: singleton('26.7.2'),
  'react-i18next': singleton('17.1.13'),
  '@fair/shared': singleton('1.0.0'),
};

export type AppName = 'shell' | 'mf-catalog' | 'mf-licenses' | 'mf-content' | 'mf-audiences';

/**
 * The port an app is served on, by its dev server as by `npm start`: 4173 to 4177 unless the same
 * *_PORT variables that move the composition say otherwise (shared/server/apps.mjs is the table).
 */
export function appPort(name: AppName): number {
  const app = APPS.find((candidate) => candidate.name === name);
  if (!app) throw new Error(`Unknown app ${name}`);
  return portOf(app);
}
