import { chromium } from '@playwright/test';
import { serveDist } from './lib/static-server.mjs';
import { launchOptions } from './lib/chromium.mjs';
const server = await serveDist();
const browser = await chromium.launch(launchOptions);
const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
for (let i = 0; i < 2; i++) {
  await page.goto(server.url + (process.argv[2] ?? '/nope'), { waitUntil: 'networkidle' });
  await page.evaluate(() => document.fonts.ready);
}
const cdp = await page.context().newCDPSession(page);
await cdp.send('DOM.enable'); await cdp.send('CSS.enable');
const r = await page.evaluate((sel) => {
  const out = [];
  for (const h of document.querySelectorAll(sel)) {
  const walker = document.createTreeWalker(h, NodeFilter.SHOW_TEXT);
  for (let n; (n = walker.nextNode()); ) {
    for (let i = 0; i < n.data.length; i++) {
      const c = n.data.charCodeAt(i);
      if (c === 0x202f || c === 0xa0) {
        const range = document.createRange(); range.setStart(n, i); range.setEnd(n, i + 1);
        out.push([h.textContent, c.toString(16), range.getBoundingClientRect().width.toFixed(2)]);
      }
    }
  }}
  return out;
}, process.argv[3] ?? 'h1,h2,h3');
console.log(JSON.stringify(r));
const { root } = await cdp.send('DOM.getDocument');
for (const sel of ['#not-found-links']) {
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: sel });
  if (nodeId) console.log(sel, JSON.stringify((await cdp.send('CSS.getPlatformFontsForNode', { nodeId })).fonts));
}
await browser.close(); await server.close();
