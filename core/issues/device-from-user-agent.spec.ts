import { deviceFromUserAgent, deviceLabel, recognisedDevice } from './device-from-user-agent';

const NONE = { make: null, model: null };

describe('deviceFromUserAgent', () => {
  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1', 'Apple iPhone'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36', 'Google Pixel 7'],
    ['Mozilla/5.0 (Linux; Android 13; SM-S911B Build/TP1A.220624.014) AppleWebKit/537.36 Chrome/116 Mobile Safari/537.36', 'Samsung SM-S911B'],
    ['Mozilla/5.0 (Linux; Android 12; moto g power (2022)) AppleWebKit/537.36 Chrome/110 Mobile Safari/537.36', 'Motorola moto g power (2022)'],
    ['Mozilla/5.0 (Linux; U; Android 11; en-us; 2201116SG Build/RKQ1) AppleWebKit/537.36 Mobile Safari/537.36', 'Xiaomi 2201116SG'],
    ['Dalvik/2.1.0 (Linux; U; Android 13; CPH2451 Build/TP1A.220905.001)', 'OnePlus CPH2451'],
    ['Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36', 'Unknown device'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/124.0 Safari/537.36', 'Unknown device'],
    ['Google Pixel 8', 'Google Pixel 8'],
    ['Pixel 8', 'Google Pixel 8'],
    ['Samsung Galaxy S23 Ultra', 'Samsung Galaxy S23 Ultra'],
    ['Nokia G50', 'Nokia G50'],
    ['', 'Unknown device'],
  ])('%p -> %p', (ua, label) => {
    expect(deviceLabel(deviceFromUserAgent(ua))).toBe(label);
  });

  it.each([
    'FREE UNLOCK at http://evil.example call +1-900-555-0100',
    'Mozilla/5.0 (Linux; Android 14; FREE UNLOCK at http://evil.example) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36',
    'Mozilla/5.0 (Linux; Android 14; Pixel call +1-900-555-0100) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36',
    'Google visit evil.example',
    'Pixel 555 0100 1234',
    'okhttp/4.9.0',
    'node',
    'undici',
    'axios/1.6.0',
    'Go-http-client/1.1',
    'PostmanRuntime/7.36.0',
    'Java/17.0.2',
    'python-requests/2.31.0',
    'curl/8.5.0',
  ])('keeps no device from %p', (ua) => {
    expect(deviceFromUserAgent(ua)).toEqual(NONE);
  });
});

describe('recognisedDevice', () => {
  it('keeps a device it recognises and drops free text stored before the rule', () => {
    expect(recognisedDevice({ make: 'Google', model: 'Pixel 7' })).toEqual({ make: 'Google', model: 'Pixel 7' });
    expect(recognisedDevice({ make: 'Apple', model: 'iPhone' })).toEqual({ make: 'Apple', model: 'iPhone' });
    expect(recognisedDevice({ make: null, model: 'FREE UNLOCK at http://evil.example' })).toEqual(NONE);
    expect(recognisedDevice({ make: 'Google', model: 'Pixel FREE UNLOCK' })).toEqual(NONE);
  });
});
