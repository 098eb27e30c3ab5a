import { useMutation } from '@tanstack/react-query';
import { notify } from '../../components/ui/toast';
import { errorBody, errorMessageOf, errorStatus } from '../../lib/error-message';
import { rateLimitText } from '../../lib/wait-text';
import { generateApiKey } from './api';
import { storeBrowserKey } from './browser-key';

const GENERATE_FAILED_FALLBACK = 'Please check your email and name fields.';
const RATE_LIMITED_FALLBACK = 'Too many keys were generated from this address. Please try again later.';

/** The failure text of section 8: the server's details joined, else the fields hint (or the limit). */
export function generateKeyFailureText(error: unknown): string {
  const details = errorBody(error)?.details;
  if (Array.isArray(details)) {
    const lines = details.filter((d): d is string => typeof d === 'string' && d.trim() !== '');
    if (lines.length > 0) return lines.join(', ');
  }
  if (errorStatus(error) === 429) return rateLimitText(error, errorMessageOf(error, RATE_LIMITED_FALLBACK));
  return GENERATE_FAILED_FALLBACK;
}

/** POST /api/generate-key from the form; the new key also becomes this browser's key. */
export function useGenerateKey() {
  return useMutation({
    mutationFn: generateApiKey,
    onSuccess: (generated) => {
      storeBrowserKey(generated.apiKey);
      notify({ title: 'API Key Generated Successfully', description: 'Copy your key now: it is shown only once.', variant: 'success' });
    },
    onError: (error) => notify({ title: 'Failed to Generate API Key', description: generateKeyFailureText(error), variant: 'destructive' }),
  });
}
