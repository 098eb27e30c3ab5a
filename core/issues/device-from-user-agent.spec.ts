import { deviceFromUserAgent, deviceLabel } from './device-from-user-agent';

describe('deviceFromUserAgent', () => {
  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1', 'Apple iPhone'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36', 'Google Pixel 7'],
    ['Mozilla/5.0 (Linux; Android 13; SM-S911B Build/TP1A.220624.014) AppleWebKit/537.36 Chrome/116 Mobile Safari/537.36', 'Samsung SM-S911B'],
    ['Mozilla/5.0 (Linux; Android 12; moto g power (2022)) AppleWebKit/537.36 Chrome/110 Mobile Safari/537.36', 'Motorola moto g power (2022)'],
    ['Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36', 'Unknown device'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/124.0 Safari/537.36', 'Unknown device'],
    ['Google Pixel 8', 'Google Pixel 8'],
    ['Pixel 8', 'Google Pixel 8'],
    ['', 'Unknown device'],
  ])('%p -> %p', (ua, label) => {
    expect(deviceLabel(deviceFromUserAgent(ua))).toBe(label);
  });
});
