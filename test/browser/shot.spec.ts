import { launchChromium } from '../fixtures/browser';
import { PENN, writeOutages, writeTowers } from '../fixtures/coverage-files';
import { startServerProcess } from '../fixtures/server-process';
it('shots', async () => {
  const server = await startServerProcess();
  const browser = await launchChromium();
  try {
    server.cli('coverage', 'import-towers', writeTowers(new Date()));
    server.cli('coverage', 'import-outages', writeOutages(new Date()));
    const page = await browser.newPage({ viewport: { width: 1200, height: 1800 } });
    await page.goto(`${server.url}/coverage-maps?lat=${PENN.lat}&lng=${PENN.lng}&address=Penn%20Station`);
    await page.getByRole('button', { name: 'Analyze', exact: true }).click();
    await page.getByTestId('coverage-results').waitFor();
    await page.getByRole('button', { name: 'Show Map' }).click();
    await page.getByTestId('coverage-map').waitFor();
    await page.waitForTimeout(1500);
    await page.screenshot({ path: '/tmp/cov-maps.png', fullPage: true });
    await page.goto(`${server.url}/coverage-maps?lat=54.6872&lng=25.2797&address=Vilnius`);
    await page.getByLabel('Radius').selectOption('50');
    await page.getByRole('button', { name: 'Show Map' }).click();
    await page.waitForTimeout(1500);
    await page.getByRole('button', { name: 'Report Network Issue' }).click();
    await page.getByLabel('Describe the issue').fill('No signal in the old town, calls drop');
    await page.getByRole('button', { name: 'Analyze Issue' }).click();
    await page.getByTestId('issue-result').waitFor();
    await page.screenshot({ path: '/tmp/cov-vilnius.png', fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`${server.url}/coverage-api-docs`);
    await page.waitForTimeout(800);
    await page.screenshot({ path: '/tmp/cov-docs.png', fullPage: true });
  } finally {
    await browser.close();
    await server.stop();
  }
}, 90000);
