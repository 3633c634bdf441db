import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const path of process.argv.slice(2)) {
  const ctx = await b.newContext(); const tab = await ctx.newPage();
  const files = [];
  tab.on('response', async (r) => { if ((r.headers()['content-type'] ?? '').includes('javascript')) { try { const body = await r.body(); files.push([r.url().replace(/^http:\/\/localhost:\d+\/[^/]*\/?/, ''), gzipSync(body, { level: 9 }).length]); } catch {} } });
  await tab.goto('http://localhost:4173' + path);
  await tab.locator('.remote-outlet[data-state="mounted"] h1').waitFor({ timeout: 20000 });
  await tab.waitForLoadState('networkidle');
  console.log('==', path, (files.reduce((s, f) => s + f[1], 0) / 1024).toFixed(1));
  for (const [u, g] of files.sort((a, b) => b[1] - a[1])) console.log((g / 1024).toFixed(1).padStart(6), u.slice(0, 110));
  await ctx.close();
}
await b.close();
