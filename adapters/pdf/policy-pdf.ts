import type { PolicyDocument } from '../../core';

/** DejaVu Sans covers Latin, Greek, Cyrillic and more, so names in any of them print correctly. */
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

/**
 * Renders the policy as a PDF with real text (searchable, readable by pdftotext). pdfkit is loaded
 * on the first rendering, so processes that never render (most CLI commands) start without it.
 */
export async function renderPolicyPdf(policy: PolicyDocument): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: policy.title, Subject: `Policy version ${policy.version}` } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.registerFont('body', FONT).registerFont('bold', FONT_BOLD);

    doc.font('bold').fontSize(18).text(policy.title);
    doc.font('body').fontSize(10).fillColor('#555').text(`Version ${policy.version} · Last updated: ${policy.lastUpdated}`).moveDown();
    doc.fillColor('#000').fontSize(11).text(policy.alphaNotice).moveDown();
    for (const section of policy.sections) {
      doc.font('bold').fontSize(13).text(section.heading).moveDown(0.3);
      doc.font('body').fontSize(11);
      for (const p of section.paragraphs) doc.text(p).moveDown(0.4);
      doc.moveDown(0.5);
    }
    doc.font('body').fontSize(10).fillColor('#555').text(policy.acknowledgement + '.');
    doc.end();
  });
}
