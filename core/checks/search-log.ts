import type { Capabilities, Verdict, VoiceCapability } from '../compatibility/compatibility.types';

/**
 * The front door a search came through. 'demo' marks the sample searches `bandwise seed --demo`
 * makes: every view that counts or lists searches can tell them apart, and the command removes them.
 */
export type SearchChannel = 'web' | 'api' | 'cli' | 'mcp' | 'demo';

/** Every channel, for documents and validation that list them. */
export const SEARCH_CHANNELS: readonly SearchChannel[] = ['web', 'api', 'cli', 'mcp', 'demo'];

/** One check as recorded for analytics and export. The IMEI is hashed and masked by the adapter. */
export interface SearchRecord {
  id: string;
  imeiDigits: string;
  tac: string;
  make: string | null;
  model: string | null;
  releaseYear: number | null;
  carrier: string | null;
  success: boolean;
  errorCode: string | null;
  capabilities: Capabilities | null;
  /** Capabilities answered on a labelled inference, not a statement; absent or empty when none. */
  inferred?: VoiceCapability[];
  compatible: boolean;
  /** The check's verdict; absent on failed checks (and on rows recorded before verdicts existed). */
  verdict?: Verdict | null;
  location: string | null;
  channel: SearchChannel;
  apiKeyId: string | null;
  searchedAt: Date;
}

/** Records searches; `record` resolves only once the row is durable, so no answered search is lost. */
export interface SearchLog {
  record(entry: SearchRecord): Promise<void>;
}
