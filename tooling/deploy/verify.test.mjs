// @ts-check
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkOutcomes, pruneRefusalTraces } from './verify.mjs';

/** A report as Playwright's JSON reporter writes it: files, their describes, their specs. */
const report = {
  suites: [
    {
      title: 'routes.spec.ts',
      specs: [{ title: 'top-level check', tests: [{ status: 'expected' }] }],
      suites: [
        {
          title: 'every page is served by its remote @smoke',
          specs: [
            { title: 'faq in pt-BR and en', tests: [{ status: 'unexpected' }] },
            { title: 'home in pt-BR and en', tests: [{ status: 'flaky' }] },
            { title: 'blog in pt-BR and en', tests: [{ status: 'skipped' }] },
          ],
        },
      ],
    },
    { title: 'shell.spec.ts', specs: [{ title: 'navigation', tests: [{ status: 'flaky' }] }] },
  ],
};

describe('checkOutcomes', () => {
  it('names a check that failed every run by its file, describes and title', () => {
    expect(checkOutcomes(report).failed).toEqual([
      'routes.spec.ts › every page is served by its remote @smoke › faq in pt-BR and en',
    ]);
  });

  it('tells a check that passed only on its second run from one that failed', () => {
    expect(checkOutcomes(report).flaky).toEqual([
      'routes.spec.ts › every page is served by its remote @smoke › home in pt-BR and en',
      'shell.spec.ts › navigation',
    ]);
  });

  it('finds nothing in a report of passed and skipped checks, nor in a run that wrote none', () => {
    const passed = {
      suites: [
        {
          title: 'shell.spec.ts',
          specs: [
            { title: 'navigation', tests: [{ status: 'expected' }] },
            { title: 'language', tests: [{ status: 'skipped' }] },
          ],
        },
      ],
    };
    expect(checkOutcomes(passed)).toEqual({ failed: [], flaky: [] });
    expect(checkOutcomes({})).toEqual({ failed: [], flaky: [] });
  });
});

describe('pruneRefusalTraces', () => {
  /** @type {string[]} */
  const made = [];
  afterEach(() => made.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('keeps the newest refusals’ traces, by the time in their names, and nothing else is touched', () => {
    const root = mkdtempSync(join(tmpdir(), 'fair-private-'));
    made.push(root);
    // Times that sort differently as text and as numbers, and a pid that is not in time order.
    const times = [999, 1000, 20_000, 3_000, 100_000, 5];
    times.forEach((at, index) => {
      mkdirSync(join(root, `verify-${900 - index}-${at}-results`));
      writeFileSync(join(root, `verify-${900 - index}-${at}-results`, 'trace.zip'), 'x');
    });
    // A verification under way (its composition), and files that only look alike.
    mkdirSync(join(root, 'verify-1-7-'));
    mkdirSync(join(root, 'verify-1-2-results-old'));
    writeFileSync(join(root, 'notes.txt'), 'kept');

    expect(pruneRefusalTraces(root, 3).sort()).toEqual(
      ['verify-900-999-results', 'verify-895-5-results', 'verify-899-1000-results'].sort(),
    );
    expect(readdirSync(root).sort()).toEqual(
      [
        'notes.txt',
        'verify-1-2-results-old',
        'verify-1-7-',
        'verify-896-100000-results',
        'verify-897-3000-results',
        'verify-898-20000-results',
      ].sort(),
    );
    expect(pruneRefusalTraces(root, 3)).toEqual([]);
  });
});
