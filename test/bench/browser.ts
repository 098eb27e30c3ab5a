import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { CDPSession, Page } from 'playwright-core';
import { launchChromium } from '../fixtures/browser';
import { startServer, stop } from './processes';

const CLI = join(resolve(__dirname, '..', '..'), 'cli', 'main.js');
const PORT = 5094;
const URL = `http://127.0.0.1:${PORT}`;
/** A slow phone on a poor mobile network, as the issue sets it. */
const CPU_SLOWDOWN = 4;
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6e6 / 8) * 0.9, uploadThroughput: (750e3 / 8) * 0.9 };
const QUIET_MS = 1000;

export interface BrowserFigures {
  /** JavaScript bytes on the wire (compressed, headers included) until the first page's network went quiet. */
  firstLoadJsKiB: number;
  firstLoadTotalKiB: number;
  fcpMs: number;
  /** From navigation start until the IMEI field is in the page and accepts input. */
  imeiInteractiveMs: number;
  /** Everything "Show Map" fetched (code, styles, outlines), on the wire. */
  mapKiB: number;
  mapJsKiB: number;
}

/** Bytes on the wire per resource type, as Chromium's network layer counts them. */
class Transfers {
  private readonly types = new Map<string, string>();
  readonly byType = new Map<string, number>();
  private inFlight = 0;
  private lastActivity = Date.now();

  constructor(cdp: CDPSession) {
    cdp.on('Network.requestWillBeSent', () => {
      this.inFlight++;
      this.lastActivity = Date.now();
    });
    cdp.on('Network.responseReceived', (e) => this.types.set(e.requestId, e.type));
    cdp.on('Network.loadingFinished', (e) => {
      const type = this.types.get(e.requestId) ?? 'Other';
      this.byType.set(type, (this.byType.get(type) ?? 0) + e.encodedDataLength);
      this.settle();
    });
    cdp.on('Network.loadingFailed', () => this.settle());
  }

  private settle(): void {
    this.inFlight = Math.max(0, this.inFlight - 1);
    this.lastActivity = Date.now();
  }

  total(type?: string): number {
    if (type) return this.byType.get(type) ?? 0;
    return [...this.byType.values()].reduce((a, b) => a + b, 0);
  }

  /** Waits until nothing has been fetched for a second. */
  async quiet(): Promise<void> {
    while (this.inFlight > 0 || Date.now() - this.lastActivity < QUIET_MS) await new Promise((r) => setTimeout(r, 100));
  }
}

interface PageGlobals {
  document: { getElementById(id: string): { disabled: boolean; offsetParent: unknown } | null; querySelectorAll(selector: string): { length: number } };
  performance: { now(): number; getEntriesByName(name: string): Array<{ startTime: number }> };
}

const kib = (bytes: number): number => Math.round((bytes / 1024) * 10) / 10;

async function imeiFieldReady(page: Page): Promise<number> {
  const handle = await page.waitForFunction(
    () => {
      // Runs in the page; this file is compiled without the DOM library, hence the narrow types.
      const { document: doc, performance: perf } = globalThis as unknown as PageGlobals;
      const input = doc.getElementById('imei');
      return input && !input.disabled && input.offsetParent !== null ? perf.now() : false;
    },
    undefined,
    { polling: 50, timeout: 60000 },
  );
  return Math.round((await handle.jsonValue()) as number);
}

/**
 * Loads `/` in Debian's Chromium the way a visitor on a slow phone would (fresh profile, empty
 * cache, 4x CPU slowdown, 1.6 Mbit/s down with 150 ms round trips) from the built server, then opens
 * the coverage map, and reports what went over the wire and when the page became usable.
 */
export async function benchBrowser(): Promise<BrowserFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bandwise-bench-web-'));
  const server = await startServer([CLI, 'serve'], { DATA_DIR: dataDir, PORT: String(PORT), HOST: '127.0.0.1', NODE_ENV: 'production', IMEI_HASH_SECRET: 'bench-only-secret-0123456789abcdef', VOICE_PREWARM: 'false' }, `${URL}/api/health`);
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const transfers = new Transfers(cdp);
    await page.goto(URL, { waitUntil: 'commit' });
    const imeiInteractiveMs = await imeiFieldReady(page);
    await transfers.quiet();
    const fcpMs = await page.evaluate(() => (globalThis as unknown as PageGlobals).performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN);
    const firstJs = transfers.total('Script');
    const firstTotal = transfers.total();

    const section = page.locator('#coverage');
    await section.getByLabel('Latitude').fill('40.7506', { timeout: 60000 });
    await section.getByLabel('Longitude').fill('-73.9935');
    await transfers.quiet();
    const beforeMap = { total: transfers.total(), js: transfers.total('Script') };
    const show = section.getByRole('button', { name: 'Show Map' });
    await show.scrollIntoViewIfNeeded({ timeout: 60000 });
    await show.click({ timeout: 60000 });
    await page.waitForFunction(() => (globalThis as unknown as PageGlobals).document.querySelectorAll('[data-testid="coverage-map"] path').length > 50, undefined, {
      polling: 100,
      timeout: 120000,
    });
    await transfers.quiet();
    return {
      firstLoadJsKiB: kib(firstJs),
      firstLoadTotalKiB: kib(firstTotal),
      fcpMs: Math.round(fcpMs),
      imeiInteractiveMs,
      mapKiB: kib(transfers.total() - beforeMap.total),
      mapJsKiB: kib(transfers.total('Script') - beforeMap.js),
    };
  } finally {
    await browser.close();
    await stop(server);
  }
}

if (require.main === module) {
  benchBrowser().then(
    (f) => console.log(f),
    (e) => {
      console.error(e);
      process.exit(1);
    },
  );
}
