// @ts-check
import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStaticFloor } from './staticFloor.mjs';

const PAGE =
  '<!doctype html><html><head><link rel="modulepreload" href="/a.js"><style>p{color:red}</style></head>' +
  '<body><p>Hello</p><script type="application/json" id="data">{}</script><script>boot()</script></body></html>';

describe("the bench's static floor", () => {
  /** @type {import('node:http').Server} */
  let site;
  let base = '';
  beforeAll(async () => {
    site = createServer((request, response) => {
      response.writeHead(200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Cross-Origin-Opener-Policy': 'same-origin',
        'Content-Security-Policy': "default-src 'self'",
        'Set-Cookie': 'lang=en',
        'Server-Timing': 'fragment;desc="request";dur=1.0',
        'Cache-Control': 'no-store',
      });
      response.end(request.url === '/?q=joao' ? PAGE.replace('Hello', 'Joao') : PAGE);
    });
    await new Promise((done) => site.listen(0, 'localhost', () => done(undefined)));
    base = `http://localhost:${/** @type {import('node:net').AddressInfo} */ (site.address()).port}`;
  });
  afterAll(() => new Promise((done) => site.close(() => done(undefined))));

  it("serves each page without its scripts, with the site's own headers but those of the one answer", async () => {
    const floor = await serveStaticFloor(base, ['/', '/?q=joao']);
    try {
      const answer = await fetch(`${floor.address}/`);
      const html = await answer.text();
      expect(html).toContain('<p>Hello</p>');
      expect(html).toContain('<style>');
      expect(html).not.toContain('<script');
      expect(html).not.toContain('modulepreload');
      // The site's headers that shape how the browser opens the page stay…
      expect(answer.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(answer.headers.get('content-security-policy')).toBe("default-src 'self'");
      // …not what belongs to that one answer, and the floor's own caching and encoding.
      expect(answer.headers.get('set-cookie')).toBeNull();
      expect(answer.headers.get('server-timing')).toBeNull();
      expect(answer.headers.get('cache-control')).toBe('no-cache');
      // A page with its query is a page of its own.
      expect(await (await fetch(`${floor.address}/?q=joao`)).text()).toContain('<p>Joao</p>');
      expect((await fetch(`${floor.address}/faq`)).status).toBe(404);
    } finally {
      await floor.stop();
    }
  });
});
