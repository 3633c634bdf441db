// @ts-check
import { describe, expect, it } from 'vitest';
import { checkOutcomes } from './verify.mjs';

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
