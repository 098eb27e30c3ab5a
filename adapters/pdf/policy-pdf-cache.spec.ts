import { buildPolicy } from '../../core';
import { renderPolicyPdf } from './policy-pdf';
import { PolicyPdfCache } from './policy-pdf-cache';

describe('policy PDF cache', () => {
  it('renders once per policy version, again for a new version, and retries after a failure', async () => {
    let renders = 0;
    let failNext = false;
    const cache = new PolicyPdfCache(async (p) => {
      renders++;
      if (failNext) {
        failNext = false;
        throw new Error('font missing');
      }
      return renderPolicyPdf(p);
    });
    const policy = buildPolicy('Bandwise Mobile');
    const [a, b] = await Promise.all([cache.get(policy), cache.get(policy)]);
    const c = await cache.get(policy);
    expect(renders).toBe(1);
    expect(b).toBe(a);
    expect(c).toBe(a);
    expect(a.subarray(0, 5).toString()).toBe('%PDF-');

    failNext = true;
    const next = { ...policy, version: '2.1' };
    await expect(cache.get(next)).rejects.toThrow('font missing');
    expect((await cache.get(next)).subarray(0, 5).toString()).toBe('%PDF-');
    expect(renders).toBe(3);
  });
});
