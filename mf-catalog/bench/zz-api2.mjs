import { serveBenchComposition } from '@fair/tooling/bench';
import { appPort } from '@fair/shared/site';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
const HERE = resolve(fileURLToPath(import.meta.url), '..');
process.env.RATE_LIMIT_FACTOR = '100';
const composition = await serveBenchComposition({ layout: join(HERE, '..', '.bench', 'layout'), portOffset: 200, build: false });
const SHELL = `http://localhost:${appPort('shell', {}) + 200}`;
for (let i = 0; i < 600; i++) { const h = await fetch(`${SHELL}/api/health`).catch(() => undefined); if (h?.ok) break; await new Promise((d) => setTimeout(d, 200)); }
const browserHeaders = {"accept":"*/*","accept-encoding":"gzip, deflate, br, zstd","accept-language":"en-US,en;q=0.9","referer":"http://localhost:4373/","sec-fetch-dest":"empty","sec-fetch-mode":"cors","sec-fetch-site":"same-origin","user-agent":"Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36"};
const texts = ['kan', 'kant', 'kantele', 'riv', 'fado l', 'tallinn', 'zo', 'j', 'jo'];
const API = `http://localhost:${4180 + 200}`;
for (const [base, pause] of [[SHELL, 50], [API, 50], [SHELL, 0], [API, 0], [SHELL, 50], [API, 50], [SHELL, 0], [API, 0], [API, 5], [API, 20]]) { const headers = {};
  const row = [];
  for (const q of texts) {
    const t = performance.now();
    const r = await fetch(`${base}/api/works?q=${encodeURIComponent(q)}&sort=relevance&limit=24`, { headers });
    await r.arrayBuffer();
    row.push((performance.now() - t).toFixed(0));
    await new Promise((d) => setTimeout(d, pause));
  }
  console.log(base.slice(-4), pause, row.join(' '));
}
composition.stop();
