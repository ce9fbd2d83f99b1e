import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:8590';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
const page = await ctx.newPage();
await page.goto(base + '/auth/register-1');
const email = `shot${Date.now()}@atrium.test`;
await page.getByLabel('Email').fill(email);
await page.getByLabel('Password', { exact: true }).fill('secret12');
await page.getByLabel('Confirm Password').fill('secret12');
await page.getByRole('button', { name: 'Sign Up' }).click();
await page.waitForURL('**/app/dashboards/default');
for (const [name, look, cookie] of [
  ['ja-rtl-dark', { locale: 'ja', direction: 'rtl', currentTheme: 'dark', navCollapsed: false, sideNavTheme: 'dark' }, 'l=ja&t=dark&d=rtl&n=side&c=0&s=dark'],
  ['fr-ltr-light-collapsed', { locale: 'fr', direction: 'ltr', currentTheme: 'light', navCollapsed: true, sideNavTheme: 'light' }, 'l=fr&t=light&d=ltr&n=side&c=1&s=light'],
]) {
  await page.evaluate((l) => localStorage.setItem('atrium.theme', JSON.stringify({ ...JSON.parse(localStorage.getItem('atrium.theme') ?? '{}'), ...l })), look);
  await ctx.addCookies([{ name: 'atrium.prefs', value: cookie, url: base }]);
  const p = await ctx.newPage();
  p.on('console', (m) => m.type() === 'error' && console.log('console:', m.text().slice(0, 300)));
  p.on('pageerror', (e) => console.log('pageerror:', e.message));
  let release;
  const released = new Promise((r) => (release = r));
  await p.route(/\/assets\/.*\.js$/, async (route) => { await released; await route.continue(); });
  await p.goto(base + '/app/dashboards/sales', { waitUntil: 'commit' });
  await p.locator('#prerendered main').waitFor();
  await p.waitForTimeout(300);
  await p.screenshot({ path: `/tmp/take-${name}-1-prerendered.png` });
  release();
  await p.locator('#prerendered').waitFor({ state: 'detached', timeout: 15000 }).catch(async (e) => { console.log('no takeover', p.url(), await p.evaluate(() => [document.documentElement.className, document.getElementById('root').innerHTML.slice(0, 500)])); });
  await p.screenshot({ path: `/tmp/take-${name}-2-takeover.png` });
  await p.waitForLoadState('networkidle');
  await p.waitForTimeout(1500);
  await p.screenshot({ path: `/tmp/take-${name}-3-filled.png` });
  await p.close();
}
await browser.close();
