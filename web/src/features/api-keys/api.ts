import { apiJson } from '../../lib/request';

/** Body of POST /api/generate-key: both fields required, the e-mail well-formed. */
export interface GenerateKeyRequest {
  email: string;
  name: string;
}

export interface ApiKeyTier {
  tier: 'free' | 'pro' | 'enterprise';
  /** Null for the unlimited tier. */
  requestsPerHour: number | null;
  available: boolean;
}

/** The 201 answer: the key itself is in this answer only; the server keeps its hash. */
export interface GeneratedKey {
  success: true;
  apiKey: string;
  displayPrefix: string;
  name: string;
  email: string;
  tier: ApiKeyTier;
  createdAt: string;
}

export function generateApiKey(request: GenerateKeyRequest): Promise<GeneratedKey> {
  return apiJson<GeneratedKey>('POST', '/api/generate-key', request);
}

/** The header every keyed endpoint reads. */
export function bearer(apiKey: string): Record<string, string> {
  return { Authorization: `Bearer ${apiKey}` };
}
