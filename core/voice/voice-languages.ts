import { domainError, type DomainError } from '../shared/domain-error';
import { fail, ok, type Result } from '../shared/result';
import { EAST_LANGUAGES } from './guide-texts-east';
import { WEST_LANGUAGES } from './guide-texts-west';

/** How to dial the IMEI code; every guide says it and the speech form spells it out. */
export const IMEI_CODE = '*#06#';

/**
 * One language of the voice guide: how it is listed, which engine voice speaks it, and the guide
 * itself. The text is the product: it is what a visitor hears when the screen is no help.
 */
export interface VoiceLanguage {
  code: string;
  name: string;
  nativeName: string;
  flag: string;
  /** eSpeak NG voice id of the language, e.g. 'bat/lt'. */
  voice: string;
  /** *#06# spoken key by key in the language. */
  keypad: string;
  /** The guide in four sentences: dial the code; other places to look; enter it; what is checked. */
  lines: [string, string, string, string];
  /** The closing line of the Christmas ballad. */
  holiday: string;
  /** Spoken forms of words the engine would mispronounce (brand, acronyms), applied to speech only. */
  say?: Record<string, string>;
}

export const VOICE_LANGUAGES: readonly VoiceLanguage[] = [...WEST_LANGUAGES, ...EAST_LANGUAGES].sort((a, b) =>
  a.name.localeCompare(b.name),
);

export function findVoiceLanguage(code: unknown): Result<VoiceLanguage, DomainError> {
  const wanted = typeof code === 'string' ? code.trim().toLowerCase() : '';
  // A browser's language tag ("en-US", "pt_BR") names its language first.
  const language = wanted.split(/[-_]/)[0];
  const found = VOICE_LANGUAGES.find((l) => l.code === wanted) ?? VOICE_LANGUAGES.find((l) => l.code === language);
  if (found) return ok(found);
  return fail(
    domainError(
      'VOICE_LANGUAGE_UNKNOWN',
      `Unknown voice language ${JSON.stringify(code) ?? 'nothing'}. Use one of: ${VOICE_LANGUAGES.map((l) => l.code).join(', ')} (GET /api/voice/languages).`,
      { languages: VOICE_LANGUAGES.map((l) => l.code) },
    ),
  );
}

/** The language list as the API shows it: code to name, native name and flag. */
export function languageMap(): Record<string, { name: string; nativeName: string; flag: string }> {
  return Object.fromEntries(VOICE_LANGUAGES.map((l) => [l.code, { name: l.name, nativeName: l.nativeName, flag: l.flag }]));
}

/** What the engine is given for a line: the code spelled out and known words respelled. */
export function speakable(line: string, language: VoiceLanguage): string {
  let text = line.split(IMEI_CODE).join(language.keypad);
  const words = Object.entries(language.say ?? {}).sort(([a], [b]) => b.length - a.length);
  for (const [word, spoken] of words) text = text.split(word).join(spoken);
  return text.replace(/[„“”«»]/g, '');
}
