#!/usr/bin/env node
// @ts-check
// Builds a clean clone of this repository many times in a row, to prove the build is repeatable:
// the whole workspace as `npm run build` does (every app in parallel), then one remote alone.
//   node tooling/scripts/repeatBuilds.mjs [--times 10] [--app mf-catalog] [--keep]
// It clones the committed HEAD (not the working tree) into a temporary folder, installs from the
// lockfile, and reports each build's result and time; it exits non-zero if any build failed.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { PACKAGE_MANAGER, REPOSITORY } from '../deploy/build.mjs';
import { APPS } from '@fair/shared/site';

const { values } = parseArgs({
  options: {
    times: { type: 'string', default: '10' },
    app: { type: 'string', default: 'mf-catalog' },
    keep: { type: 'boolean', default: false },
  },
});
const times = Number(values.times);
const clone = mkdtempSync(join(tmpdir(), 'fair-clone-'));

/** @param {string} command @param {string[]} args @param {string} cwd */
function run(command, args, cwd) {
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, CI: '1' },
  });
  return {
    ok: result.status === 0,
    seconds: (Date.now() - started) / 1000,
    output: `${result.stdout}\n${result.stderr}`,
  };
}

/** @param {string} what @param {ReturnType<typeof run>} result */
function must(what, result) {
  if (!result.ok) {
    console.error(`${what} failed:\n${result.output.slice(-3000)}`);
    process.exit(1);
  }
}

must('clone', run('git', ['clone', '--quiet', '--local', REPOSITORY, clone], tmpdir()));
must(
  'install',
  run('npx', ['--yes', PACKAGE_MANAGER, 'install', '--frozen-lockfile', '--offline'], clone),
);

/** @type {{ what: string, ok: boolean, seconds: number, failure?: string }[]} */
const results = [];
const clean = () => {
  for (const { name: app } of APPS) {
    rmSync(join(clone, app, 'dist'), { recursive: true, force: true });
    rmSync(join(clone, app, 'node_modules', '.vite'), { recursive: true, force: true });
    rmSync(join(clone, app, 'node_modules', '.fair-server'), { recursive: true, force: true });
  }
};
for (let index = 1; index <= times; index++) {
  clean();
  const result = run(
    'npx',
    ['--yes', PACKAGE_MANAGER, '-r', '--filter', '!@fair/e2e', 'build'],
    clone,
  );
  const failure = result.ok
    ? undefined
    : (/\[[A-Z_]+\][^\n]*/.exec(result.output)?.[0] ?? result.output.slice(-300));
  results.push({
    what: `workspace #${index}`,
    ok: result.ok,
    seconds: result.seconds,
    ...(failure ? { failure } : {}),
  });
  console.log(
    `workspace build ${index}/${times}: ${result.ok ? 'ok' : 'FAILED'} in ${result.seconds.toFixed(1)} s`,
  );
}
for (let index = 1; index <= times; index++) {
  clean();
  const result = run(
    'npx',
    ['--yes', PACKAGE_MANAGER, '--filter', `@fair/${values.app}`, 'build'],
    clone,
  );
  const failure = result.ok
    ? undefined
    : (/\[[A-Z_]+\][^\n]*/.exec(result.output)?.[0] ?? result.output.slice(-300));
  results.push({
    what: `${values.app} #${index}`,
    ok: result.ok,
    seconds: result.seconds,
    ...(failure ? { failure } : {}),
  });
  console.log(
    `${values.app} build ${index}/${times}: ${result.ok ? 'ok' : 'FAILED'} in ${result.seconds.toFixed(1)} s`,
  );
}
if (!values.keep) rmSync(clone, { recursive: true, force: true });
const failed = results.filter((result) => !result.ok);
console.log(`\n${results.length - failed.length}/${results.length} builds passed`);
for (const failure of failed) console.log(`  ${failure.what}: ${failure.failure}`);
process.exit(failed.length === 0 ? 0 : 1);
