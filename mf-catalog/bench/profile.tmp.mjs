import { chromium } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { serveBenchComposition } from '@fair/tooling/bench';
import { CHROMIUM_LAUNCH } from '@fair/tooling/chromium';
process.env.RATE_LIMIT_FACTOR = '100';
const composition = await serveBenchComposition({ layout: new URL('../.bench/layout', import.meta.url).pathname, portOffset: 200, build: false });
const browser = await chromium.launch(CHROMIUM_LAUNCH);
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  for (let i = 0; i < 100; i++) { const r = await fetch('http://localhost:4373/api/health').catch(() => null); if (r?.ok) break; await new Promise((d) => setTimeout(d, 300)); }
  await page.goto('http://localhost:4373/');
  await page.locator('.mf-catalog__results:not([aria-busy])').waitFor({ timeout: 60000 });
  await page.waitForTimeout(2000);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  const search = page.locator('.mf-catalog input[type="search"]');
  await search.click();
  for (const key of 'kantele') { await page.keyboard.press(key); await page.waitForTimeout(400); }
  const { profile } = await cdp.send('Profiler.stop');
  // self time per function
  const self = new Map();
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const dt = profile.timeDeltas; 
  profile.samples.forEach((id, i) => { const n = byId.get(id); const key = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`; self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0) / 1000); });
  console.log([...self].sort((a, b) => b[1] - a[1]).slice(0, 40).map(([k, v]) => `${v.toFixed(1).padStart(8)} ms  ${k}`).join('\n'));
} finally { await browser.close(); composition.stop(); }
