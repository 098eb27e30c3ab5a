import { browserSuite } from '../fixtures/browser-suite';

/** The web app and the API docs run under the server's content security policy without violations. */
describe('content security policy in Chromium', () => {

  const suite = browserSuite();

  it.each(['/', '/admin', '/analytics', '/coverage-maps', '/coverage-api-docs', '/api/docs'])('%s loads without CSP violations or page errors', async (path) => {
    const page = await suite.browser.newPage();
    const problems: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy|Refused to/i.test(m.text())) problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(e.message));
    const res = await page.goto(suite.server.url + path, { waitUntil: 'networkidle' });
    expect(res?.headers()['content-security-policy']).toContain("script-src 'self'");
    expect(problems).toEqual([]);
    await page.close();
  });
});
