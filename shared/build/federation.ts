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

/** The port each app is served on, locally and by `npm start` (PRODUCT.md §1). */
export const defaultPorts = {
  shell: 4173,
  'mf-catalog': 4174,
  'mf-licenses': 4175,
  'mf-content': 4176,
  'mf-audiences': 4177,
} as const;

export type AppName = keyof typeof defaultPorts;
