import { renameFields, type DomainError, type DomainErrorCode } from '../core';

export const EXIT = { ok: 0, unexpected: 1, badInput: 2, notFound: 3 } as const;

/** Domain error codes as process exit codes: 2 bad input, 3 not found or blocked. */
export function exitCodeFor(code: DomainErrorCode | string): number {
  switch (code) {
    case 'IMEI_BLACKLISTED':
    case 'DEVICE_UNKNOWN':
    case 'NOT_FOUND':
    case 'EMAIL_NOT_REGISTERED':
      return EXIT.notFound;
    case 'IMEI_REQUIRED':
    case 'IMEI_LENGTH':
    case 'IMEI_CHARACTERS':
    case 'IMEI_CHECK_DIGIT':
    case 'CARRIER_UNKNOWN':
    case 'CARRIER_AMBIGUOUS':
    case 'PLACE_AMBIGUOUS':
    case 'CARRIER_NOT_IN_COUNTRY':
    case 'COUNTRY_UNKNOWN':
    case 'INPUT_INVALID':
    case 'VOICE_LANGUAGE_UNKNOWN':
    case 'VOICE_COUNT_INVALID':
      return EXIT.badInput;
    default:
      return EXIT.unexpected;
  }
}

/** An error the CLI reports with a message and a chosen exit code (and, from the core, its domain error for --json). */
export class CliError extends Error {
  constructor(message: string, readonly exitCode: number, readonly domain?: DomainError) {
    super(message);
  }
}

/** The CLI option that sets each API field a core message may name ("issue_description must not be empty"). */
const OPTION_OF: Record<string, string> = {
  issue_description: '--text',
  voiceCount: '--style',
  radius_km: '--radius',
  phoneNumber: '--to',
  modelNumber: '--model-number',
  deviceId: '--device-id',
  network: '--carrier',
};

/**
 * A domain error as the CLI's failure: its message in the CLI's words (the option where the core
 * names an API field; a block with its reason, as the web shows it), its exit code, and the error
 * itself for --json.
 */
export const domainFailure = (e: DomainError): CliError => {
  const reason = e.code === 'IMEI_BLACKLISTED' && typeof e.details?.reason === 'string' ? ` Reason: ${e.details.reason}.` : '';
  const message = renameFields(e.message, OPTION_OF);
  // The --json answer names the option as the message does.
  return new CliError(`${message}${reason}`, exitCodeFor(e.code), { ...e, message });
};
