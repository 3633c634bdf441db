// @ts-check
import { createServer } from 'node:http';
import { brotliCompressSync } from 'node:zlib';

/**
 * What of a page's answer the floor leaves out: how this one answer was sent (its encoding,
 * length, date and connection), what the floor does not do (cookies, per-request timing), and
 * what it says itself (its type and caching).
 */
const NOT_KEPT = new Set([
  'content-type',
  'cache-control',
  'vary',
  'content-encoding',
  'content-length',
  'transfer-encoding',
  'date',
  'connection',
  'keep-alive',
  'set-cookie',
  'server-timing',
]);

/**
 * The floor a bench measures pages against: each page as the site answered it, with every script
 * and script hint removed (its CSS is inlined already), served by a plain HTTP server on a free
 * port with the site's own headers (its security headers decide, for one, whether the browser
 * opens the page in a process of its own: `Cross-Origin-Opener-Policy`), Brotli-compressed when
 * asked, as the site's own pages are, so the two differ only in what the page holds. Pages are
 * kept by their address with its query: `/?q=joao` is a page of its own, not `/` again.
 * @param {string} base the site's address (`http://localhost:7173`)
 * @param {readonly string[]} pages addresses on it (`/`, `/?q=joao`, `/faq`)
 * @returns {Promise<{ address: string, stop: () => Promise<void> }>}
 */
export async function serveStaticFloor(base, pages) {
  /** @type {Map<string, { plain: string, brotli: Buffer, headers: Record<string, string> }>} */
  const files = new Map();
  for (const page of pages) {
    const answer = await fetch(new URL(page, base));
    const html = await answer.text();
    /** @type {Record<string, string>} */
    const headers = {};
    for (const [name, value] of answer.headers) if (!NOT_KEPT.has(name)) headers[name] = value;
    const plain = html
      .replace(/<script\b[\s\S]*?<\/script>/g, '')
      .replace(/<link rel="(modulepreload|preload)"[^>]*>/g, '');
    const { pathname, search } = new URL(page, base);
    files.set(`${pathname}${search}`, { plain, brotli: brotliCompressSync(plain), headers });
  }
  const server = createServer((request, response) => {
    const { pathname, search } = new URL(request.url ?? '/', base);
    const file = files.get(`${pathname}${search}`);
    if (!file) {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
      return;
    }
    const brotli = /\bbr\b/.test(String(request.headers['accept-encoding'] ?? ''));
    response.writeHead(200, {
      ...file.headers,
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-cache',
      Vary: 'Accept-Encoding',
      ...(brotli ? { 'Content-Encoding': 'br' } : {}),
    });
    response.end(brotli ? file.brotli : file.plain);
  });
  await new Promise((done) => server.listen(0, 'localhost', () => done(undefined)));
  const port = /** @type {import('node:net').AddressInfo} */ (server.address()).port;
  return {
    address: `http://localhost:${port}`,
    stop: () => new Promise((done) => server.close(() => done(undefined))),
  };
}
