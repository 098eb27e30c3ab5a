import { saveResponse } from '../../lib/download';
import { apiRequest } from '../../lib/request';

const FALLBACK_NAME = 'device-compatibility-policy.pdf';

/** Downloads the policy PDF (GET /api/generate-policy-pdf) and returns the saved file's name. */
export async function downloadPolicyPdf(): Promise<string> {
  const response = await apiRequest('GET', '/api/generate-policy-pdf');
  const type = response.headers.get('Content-Type') ?? '';
  if (!type.includes('application/pdf')) throw new Error(`Expected a PDF, got ${type || 'no content type'}`);
  return saveResponse(response, FALLBACK_NAME);
}
