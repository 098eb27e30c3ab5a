import type { Pcm } from './pcm';

/**
 * Turns rendered audio into the bytes the client plays. Browsers, phones and the CLI's output
 * file all take MP3, so the default adapter encodes MP3 with a pure-JavaScript encoder.
 */
export interface AudioEncoder {
  /** e.g. 'audio/mpeg'; sent beside the base64 audio so a client knows how to play it. */
  readonly mimeType: string;
  encode(pcm: Pcm): Promise<Uint8Array>;
}
