import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COLOR } from './render';

const tokensCss = readFileSync(
  join(
    dirname(createRequire(import.meta.url).resolve('@fair/shared/package.json')),
    'src/styles/tokens.css',
  ),
  'utf8',
);

/** Which design token each of the certificate's colours is. */
const TOKEN_OF: Record<keyof typeof COLOR, string> = {
  text: '--color-text',
  muted: '--color-muted',
  border: '--color-border',
  primary: '--color-primary',
  soft: '--color-primary-soft',
  warning: '--color-warning-text',
};

describe("the certificate's colours", () => {
  it.each(Object.entries(TOKEN_OF))('%s is the site’s %s', (name, token) => {
    const declared = new RegExp(`${token}:\\s*(#[0-9a-f]{6})\\s*;`, 'i').exec(tokensCss)?.[1];
    expect(declared, `${token} in tokens.css`).toBeDefined();
    expect(COLOR[name as keyof typeof COLOR].toLowerCase()).toBe(declared?.toLowerCase());
  });
});
