import { domainError, type DomainError } from '../shared/domain-error';
import { fail, ok, type Result } from '../shared/result';

/**
 * The three voice styles of the assistant, named by how many voices perform (the API's
 * `voiceCount`): 1 Standard (spoken), 4 Harmonizing (a sung chord), 5 Canadian Rock (a Christmas
 * ballad over a generated backing).
 */
export type VoiceStyle = 1 | 4 | 5;

export const VOICE_STYLES: Readonly<Record<VoiceStyle, string>> = {
  1: 'Standard',
  4: 'Harmonizing',
  5: 'Canadian Rock',
};

export function parseVoiceStyle(value: unknown): Result<VoiceStyle, DomainError> {
  if (value === 1 || value === 4 || value === 5) return ok(value);
  return fail(
    domainError(
      'VOICE_COUNT_INVALID',
      `voiceCount must be 1 (Standard), 4 (Harmonizing) or 5 (Canadian Rock); got ${JSON.stringify(value) ?? 'nothing'}.`,
    ),
  );
}
