// The apps of the composition, their default ports and the environment variables that move them.
export const APPS = [
  { name: 'shell', port: 4173, env: 'SHELL_PORT' },
  { name: 'mf-catalog', port: 4174, env: 'CATALOG_PORT', remote: 'mf_catalog' },
  { name: 'mf-licenses', port: 4175, env: 'LICENSES_PORT', remote: 'mf_licenses' },
  { name: 'mf-content', port: 4176, env: 'CONTENT_PORT', remote: 'mf_content' },
  { name: 'mf-audiences', port: 4177, env: 'AUDIENCES_PORT', remote: 'mf_audiences' },
];

export function portOf(app, env = process.env) {
  const value = env[app.env];
  if (value === undefined || value === '') return app.port;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${app.env}=${value} is not a valid port`);
  }
  return port;
}
