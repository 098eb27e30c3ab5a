import { launchChromium } from '../fixtures/browser';
import { imeiFor, PIXEL_4 } from '../fixtures/imeis';
import { OSMOCOM_CSV } from '../fixtures/paths';
import { startServerProcess } from '../fixtures/server-process';

it('shots', async () => {
  const server = await startServerProcess();
  server.cli('tac', 'import', OSMOCOM_CSV);
  const key = (await (await fetch(server.url + '/api/generate-key', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'ops@example.com', name: 'Ops' }) })).json()).apiKey;
  await new Promise((r) => setTimeout(r, 2500));
  for (const [imei, loc] of [[PIXEL_4, 'Austin, TX'], [imeiFor('35657310'), 'Vilnius, Lithuania'], [PIXEL_4, 'Toronto, Ontario, Canada'], [imeiFor('99999901'), 'x']]) {
    await fetch(server.url + '/api/v1/check', { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${key}` }, body: JSON.stringify({ imei, location: loc }) });
  }
  const link = server.cli('admin', 'link', 'ops@example.com').stdout.split('\n')[0];
  const browser = await launchChromium();
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(server.url + '/admin');
  await page.getByRole('heading', { name: 'Admin Dashboard Access' }).waitFor();
  await page.screenshot({ path: '/tmp/shot-login.png' });
  await page.goto(link);
  await page.getByText('Google Pixel 4').first().waitFor();
  await page.waitForTimeout(500);
  await page.screenshot({ path: '/tmp/shot-dashboard.png', fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: '/tmp/shot-dashboard-375.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(server.url + '/analytics');
  await page.getByRole('button', { name: 'Request Demo Access' }).waitFor();
  await page.screenshot({ path: '/tmp/shot-demo-locked.png' });
  await page.getByRole('button', { name: 'Request Demo Access' }).click();
  await page.locator('.recharts-surface').first().waitFor();
  await page.waitForTimeout(800);
  await page.screenshot({ path: '/tmp/shot-demo.png', fullPage: true });
  await browser.close();
  await server.stop();
});
