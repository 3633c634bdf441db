import { describe, expect, it } from 'vitest';
import { APPS, portOf } from './apps.mjs';
import { createHash } from 'node:crypto';
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  inlineStyleHashes,
  remoteOrigins,
} from './serve-static.mjs';

describe('the static server', () => {
  it('derives the remote origins from the remotes document', () => {
    expect(
      remoteOrigins({
        remotes: {
          mf_catalog: 'https://catalog.example.org/v2/remoteEntry.js',
          mf_licenses: 'http://localhost:4175/remoteEntry.js',
          mf_content: 'http://localhost:4175/other/remoteEntry.js',
        },
      }),
    ).toEqual(['https://catalog.example.org', 'http://localhost:4175']);
  });

  it("allows scripts only from the shell's own origin and its remotes", () => {
    const csp = contentSecurityPolicy(['http://localhost:4174', 'https://cdn.example.org']);
    expect(csp).toContain("script-src 'self' http://localhost:4174 https://cdn.example.org;");
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
  });

  it('allows the inline scripts of the page by their hash, and no other inline code', () => {
    const preloader = '(function(){fetch("/remotes.json")})();';
    const html = `<head><script>${preloader}</script><script type="module" src="/a.js"></script></head>`;
    const hashes = inlineScriptHashes(html);
    const expected = createHash('sha256').update(preloader).digest('base64');
    expect(hashes).toEqual([`'sha256-${expected}'`]);
    const csp = contentSecurityPolicy(['http://localhost:4174'], hashes);
    expect(csp).toContain(`script-src 'self' 'sha256-${expected}' http://localhost:4174;`);
    expect(csp).not.toContain('unsafe-inline');
  });

  it('allows the inline styles of the page by their hash', () => {
    const css = 'body{margin:0}';
    const hashes = inlineStyleHashes(`<head><style>${css}</style></head>`);
    const expected = createHash('sha256').update(css).digest('base64');
    expect(hashes).toEqual([`'sha256-${expected}'`]);
    const csp = contentSecurityPolicy(['http://localhost:4174'], [], hashes);
    expect(csp).toContain(`style-src 'self' 'sha256-${expected}' http://localhost:4174;`);
  });

  it('reads ports from the environment, with the documented defaults', () => {
    const catalog = APPS.find((app) => app.name === 'mf-catalog');
    expect(catalog && portOf(catalog, {})).toBe(4174);
    expect(catalog && portOf(catalog, { CATALOG_PORT: '5000' })).toBe(5000);
    expect(() => catalog && portOf(catalog, { CATALOG_PORT: 'eighty' })).toThrow(
      /not a valid port/,
    );
    expect(APPS.map((app) => app.port)).toEqual([4173, 4174, 4175, 4176, 4177]);
  });
});
