import { createHash } from 'node:crypto';
import type { PolicyDocument } from '../../core';
import { renderPolicyPdf } from './policy-pdf';

/**
 * The policy PDF, rendered once per policy version (and wording) and then served from memory:
 * rendering takes tens of milliseconds of CPU, which a stream of downloads must not be able to
 * multiply. A failed render is forgotten, so the next request tries again.
 */
export class PolicyPdfCache {
  private key: string | null = null;
  private pdf: Promise<Buffer> | null = null;

  constructor(private readonly render: (policy: PolicyDocument) => Promise<Buffer> = renderPolicyPdf) {}

  get(policy: PolicyDocument): Promise<Buffer> {
    const key = `${policy.version}:${createHash('sha256').update(JSON.stringify(policy)).digest('hex')}`;
    if (this.key !== key || !this.pdf) {
      this.key = key;
      this.pdf = this.render(policy);
      this.pdf.catch(() => {
        if (this.key === key) this.pdf = null;
      });
    }
    return this.pdf;
  }
}
