// @ts-check
import { describe, expect, it } from 'vitest';
import { contractProblems, fits } from './contract.mjs';

describe('the contract between shell and remotes', () => {
  it.each([
    ['19.3.1', '19.3.1', true],
    ['19.4.0', '19.3.1', true],
    ['19.3.2', '19.3.1', true],
    ['19.3.0', '19.3.1', false],
    ['20.0.0', '19.3.1', false],
    ['18.3.1', '19.3.1', false],
    ['0.4.1', '0.4.0', true],
    ['0.5.0', '0.4.0', false],
  ])('a shell with %s fits a remote built against %s: %s', (provided, needed, expected) => {
    expect(fits(provided, needed)).toBe(expected);
  });

  it('names each library that does not fit', () => {
    const shell = {
      app: 'shell',
      version: 's1',
      provides: { react: '19.3.1', '@fair/shared': '2.0.0' },
    };
    const remote = {
      app: 'mf-content',
      version: 'c9',
      needs: { react: '19.3.1', '@fair/shared': '3.0.0', i18next: '26.7.2' },
    };
    expect(contractProblems(shell, [remote])).toEqual([
      'mf-content c9 needs @fair/shared ^3.0.0, but shell s1 provides @fair/shared 2.0.0',
      'mf-content c9 needs i18next 26.7.2, which shell s1 does not provide',
    ]);
  });
});
