import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const page of process.argv.slice(2)) {
  const context = await browser.newContext();
  const tab = await context.newPage();
  const rows = [];
  tab.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const sizes = await response.request().sizes().catch(() => null);
    rows.push([response.url().replace(/^.*\/assets\//, ''), sizes?.responseBodySize ?? 0, sizes?.responseHeadersSize ?? 0]);
  });
  await tab.goto(`http://127.0.0.1:4795${page}`, { waitUntil: 'networkidle' });
  await tab.waitForTimeout(4000);
  const body = rows.reduce((s, r) => s + r[1], 0), headers = rows.reduce((s, r) => s + r[2], 0);
  console.log(page, rows.length, 'files; body', body, 'headers', headers);
  for (const r of rows.sort((a, b) => b[1] - a[1])) console.log('  ', String(r[1]).padStart(7), r[2], r[0]);
  await context.close();
}
await browser.close();
