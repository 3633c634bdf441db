/**
 * The libraries every app shares as singletons, so each is downloaded once for the whole page
 * whichever remotes are visited, with the version each app is built against. The remotes' build
 * config and the shell's runtime both read this list, so they can never disagree on it.
 */
export const SHARED_LIBRARY_VERSIONS = {
  react: '18.3.1',
  'react/jsx-runtime': '18.3.1',
  'react-dom': '18.3.1',
  'react-dom/client': '18.3.1',
  i18next: '26.7.2',
  'react-i18next': '17.1.13',
  '@fair/shared': '1.0.0',
} as const;

export type SharedLibrary = keyof typeof SHARED_LIBRARY_VERSIONS;
