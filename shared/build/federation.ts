import { APPS, portOf } from '../server/apps.mjs';
import { SHARED_LIBRARY_VERSIONS } from './sharedLibraries';

/**
 * How a remote's build shares the libraries the shell provides at run time (the one list is in
 * sharedLibraries.ts): as singletons, so each is downloaded once for the whole page whichever
 * remotes are visited.
 */
export const federationShared = Object.fromEntries(
  Object.entries(SHARED_LIBRARY_VERSIONS).map(([name, requiredVersion]) => [
    name,
    { singleton: true, requiredVersion },
  ]),
);

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
