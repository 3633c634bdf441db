// @ts-check
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pageHead, THEME_COLOR } from './head.mjs';

const tokens = readFileSync(new URL('../src/styles/tokens.css', import.meta.url), 'utf8');

describe("a page's head", () => {
  it('gives the browser the design tokens’ primary colour for its bar', () => {
    expect(/--color-primary:\s*(#[0-9a-f]{6});/i.exec(tokens)?.[1]).toBe(THEME_COLOR);
    expect(pageHead({ described: '', styles: [], expect: 'x' })).toContain(
      `<meta name="theme-color" content="${THEME_COLOR}">`,
    );
  });
});
