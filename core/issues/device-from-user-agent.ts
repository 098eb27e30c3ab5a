/** The device a report came from, as far as its user agent tells. */
export interface ReportDevice {
  make: string | null;
  model: string | null;
}

/** Model-name prefixes that identify the maker (Android user agents carry only the model). */
const MAKERS: Array<[RegExp, string]> = [
  [/^pixel\b/i, 'Google'],
  [/^(sm-|galaxy\b)/i, 'Samsung'],
  [/^(moto|motorola|xt\d{4})/i, 'Motorola'],
  [/^nokia\b/i, 'Nokia'],
  [/^(oneplus|(ne|le|kb|in|hd|gm|cph)\d{4})/i, 'OnePlus'],
  [/^(redmi|poco|mi \d|xiaomi|2\d{3}[a-z0-9]{4,})/i, 'Xiaomi'],
  [/^(xq-|so-|sony\b|xperia\b)/i, 'Sony'],
  [/^(nothing|a0\d{2})\b/i, 'Nothing'],
  [/^(iphone|ipad)\b/i, 'Apple'],
];

const makerOf = (model: string): string | null => MAKERS.find(([pattern]) => pattern.test(model))?.[1] ?? null;

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

/**
 * Tells the device from a browser user agent (iPhone, iPad, the model of an Android phone) or,
 * for the CLI and MCP, from a plain device name such as "Pixel 7". Chrome's reduced user agent
 * ("Android 10; K") hides the model, so nothing is guessed then.
 */
export function deviceFromUserAgent(userAgent: string | null | undefined): ReportDevice {
  const ua = (userAgent ?? '').trim().slice(0, 512);
  if (!ua) return { make: null, model: null };
  if (/\biPhone\b/.test(ua)) return { make: 'Apple', model: 'iPhone' };
  if (/\biPad\b/.test(ua)) return { make: 'Apple', model: 'iPad' };
  const platform = platformOf(ua);
  const parts = platform.split(';').map((p) => p.trim());
  const at = parts.findIndex((p) => /^Android\b/i.test(p));
  if (at >= 0) {
    const model = (parts.slice(at + 1).find((p) => !/^[a-z]{2}[-_][a-z]{2}$/i.test(p)) ?? '').replace(/\s+Build\/.*$/, '').trim();
    if (!model || /^(k|mobile|tablet|wv|linux|u)$/i.test(model)) return { make: null, model: null };
    return { make: makerOf(model), model };
  }
  if (/Mozilla\/|AppleWebKit|Gecko|curl\/|python|Windows NT|Macintosh|X11/i.test(ua)) return { make: null, model: null };
  // A plain device name: "Google Pixel 7", "Pixel 7", "Samsung Galaxy S23".
  const name = ua.replace(/\s+/g, ' ').slice(0, 80);
  const [first, ...rest] = name.split(' ');
  const namedMaker = MAKERS.map(([, m]) => m).find((m) => m.toLowerCase() === first.toLowerCase());
  if (namedMaker && rest.length) return { make: namedMaker, model: rest.join(' ') };
  return { make: makerOf(name), model: name };
}

/** "Google Pixel 7", "Apple iPhone" or "Unknown device". */
export function deviceLabel(d: ReportDevice): string {
  if (d.make && d.model) return d.model.toLowerCase().startsWith(d.make.toLowerCase()) ? d.model : `${d.make} ${d.model}`;
  return d.model ?? d.make ?? 'Unknown device';
}
