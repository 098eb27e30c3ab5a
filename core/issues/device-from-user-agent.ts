import { isModelName, MAKER_NAMES, makerOf } from './device-names';

/** The device a report came from, as far as its user agent tells. */
export interface ReportDevice {
  make: string | null;
  model: string | null;
}

const NO_DEVICE: ReportDevice = { make: null, model: null };

/** The first parenthesised part of a user agent ("Linux; Android 14; Pixel 7"), nested brackets included. */
function platformOf(ua: string): string {
  const start = ua.indexOf('(');
  if (start < 0) return '';
  let depth = 0;
  for (let i = start; i < ua.length; i++) {
    if (ua[i] === '(') depth++;
    else if (ua[i] === ')' && --depth === 0) return ua.slice(start + 1, i);
  }
  return ua.slice(start + 1);
}

/** A model name of a known maker ("Pixel 7", "SM-S911B"), or no device. */
function recognised(model: string): ReportDevice {
  const make = makerOf(model);
  return make && isModelName(model) ? { make, model } : NO_DEVICE;
}

/** The model an Android user agent names after "Android 14;" (a locale such as "en-us" skipped). */
function androidModel(ua: string): string | null {
  const parts = platformOf(ua).split(';').map((p) => p.trim());
  const at = parts.findIndex((p) => /^Android\b/i.test(p));
  if (at < 0) return null;
  return (parts.slice(at + 1).find((p) => !/^[a-z]{2}[-_][a-z]{2}$/i.test(p)) ?? '').replace(/\s+Build\/.*$/, '').trim();
}

/**
 * Tells the device from a mobile browser's user agent (iPhone, iPad, the model of an Android
 * phone) or, for the CLI and MCP, from a plain device name such as "Pixel 7". Only a known maker
 * and a name shaped like a model are kept, since others see them: free text, HTTP libraries
 * ("okhttp/4.9.0") and Chrome's reduced user agent ("Android 10; K") give no device.
 */
export function deviceFromUserAgent(userAgent: string | null | undefined): ReportDevice {
  const ua = (userAgent ?? '').trim().slice(0, 512);
  if (!ua) return NO_DEVICE;
  if (/\biPhone\b/.test(ua)) return { make: 'Apple', model: 'iPhone' };
  if (/\biPad\b/.test(ua)) return { make: 'Apple', model: 'iPad' };
  const android = androidModel(ua);
  if (android !== null) return recognised(android.replace(/\s+/g, ' '));
  // A plain device name: "Google Pixel 7", "Pixel 7", "Samsung Galaxy S23".
  const name = ua.replace(/\s+/g, ' ');
  const plain = recognised(name);
  if (plain.make) return plain;
  const [first, ...rest] = name.split(' ');
  const namedMaker = MAKER_NAMES.find((m) => m.toLowerCase() === first.toLowerCase());
  const model = rest.join(' ');
  return namedMaker && isModelName(model) ? { make: namedMaker, model } : NO_DEVICE;
}

/**
 * A stored device as it may be shown to others: kept only when it is still one this module
 * recognises, so a report stored before a stricter rule never shows its free text.
 */
export function recognisedDevice(d: ReportDevice): ReportDevice {
  if (!d.make || !d.model) return NO_DEVICE;
  const again = deviceFromUserAgent(deviceLabel(d));
  return again.make === d.make && again.model === d.model ? d : NO_DEVICE;
}

/** "Google Pixel 7", "Apple iPhone" or "Unknown device". */
export function deviceLabel(d: ReportDevice): string {
  if (d.make && d.model) return d.model.toLowerCase().startsWith(d.make.toLowerCase()) ? d.model : `${d.make} ${d.model}`;
  return d.model ?? d.make ?? 'Unknown device';
}
