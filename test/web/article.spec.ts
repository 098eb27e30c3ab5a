import { articleFor } from '../../web/src/lib/article';

describe('the article before a configured network name ("Get a ... SIM")', () => {
  it.each([
    ['Acme Wireless', 'an'],
    ['Orange', 'an'],
    ['Verizon', 'a'],
    ['DOTM Mobile', 'a'],
    ['MTN', 'an'],
    ['EE', 'an'],
    ['O2', 'an'],
    ['T-Mobile', 'a'],
    ['Unicom', 'a'],
    ['Ultra Mobile', 'an'],
  ])('%s takes "%s"', (name, article) => {
    expect(articleFor(name)).toBe(article);
  });
});
