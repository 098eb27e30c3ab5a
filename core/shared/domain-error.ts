/**
 * Stable error codes. Front doors map them: HTTP to a status, the CLI to an exit code, MCP to `isError`.
 * Messages are written for a person (or a language model) and never carry internals.
 */
export type DomainErrorCode =
  | 'IMEI_REQUIRED'
  | 'IMEI_LENGTH'
  | 'IMEI_CHARACTERS'
  | 'IMEI_CHECK_DIGIT'
  | 'IMEI_BLACKLISTED'
  | 'DEVICE_UNKNOWN'
  | 'CARRIER_UNKNOWN'
  | 'CARRIER_AMBIGUOUS'
  | 'CARRIER_NOT_IN_COUNTRY'
  | 'COUNTRY_UNKNOWN'
  | 'INPUT_INVALID'
  | 'NOT_FOUND'
  | 'VOICE_LANGUAGE_UNKNOWN'
  | 'VOICE_COUNT_INVALID'
  | 'VOICE_UNAVAILABLE'
  | 'EMAIL_NOT_REGISTERED'
  | 'SIGN_IN_INVALID'
  | 'MAIL_UNAVAILABLE'
  | 'DELIVERY_FAILED'
  | 'SESSION_ACTIVE'
  | 'KEY_LIMIT_REACHED'
  | 'POLICY_ANSWERED'
  | 'PLACE_AMBIGUOUS';

export interface DomainError {
  code: DomainErrorCode;
  message: string;
  /** Extra facts safe to show, e.g. the expected check digit or a blacklist reason. */
  details?: Record<string, unknown>;
}

export const domainError = (
  code: DomainErrorCode,
  message: string,
  details?: Record<string, unknown>,
): DomainError => (details ? { code, message, details } : { code, message });

/** Thrown by adapters that must leave a call stack (controllers); carries the domain error unchanged. */
export class DomainFailure extends Error {
  constructor(readonly error: DomainError) {
    super(error.message);
    this.name = 'DomainFailure';
  }
}

/**
 * A domain error as the front doors answer it (the HTTP body, the CLI's --json): the code and the
 * message, with its details spread; a blocked IMEI says so with its shown reason, and an unknown
 * device also keeps how to continue under `details`.
 */
export function errorAnswer(e: DomainError): Record<string, unknown> {
  const { code, message, details } = e;
  if (code === 'IMEI_BLACKLISTED') return { success: false, blacklisted: true, reason: (details?.reason as string) || 'Security flagged device', error: message, message, code };
  if (code === 'DEVICE_UNKNOWN') return { success: false, error: message, message, code, ...details, details };
  return { success: false, error: message, code, ...details };
}

/**
 * A message in another door's words: each API field it names as the subject of a complaint
 * ("modelNumber must …", `deviceId "x" is …`, "Give network: …") renamed as that door calls it (a CLI option, an MCP argument).
 */
export function renameFields(message: string, names: Readonly<Record<string, string>>): string {
  const named = new RegExp(`\\b(${Object.keys(names).join('|')})\\b(?= must| "| is|:)`, 'g');
  return message.replace(named, (field) => names[field]);
}
