import { resolve } from 'node:path';
import type { Command } from 'commander';
import { GetUssdHelp, languageMap, VOICE_LANGUAGES, VOICE_STYLES, type UssdGuide, type VoiceStyle } from '../../core';
import type { CliIo, ContextFactory } from '../context';
import { CliError, EXIT, domainFailure } from '../exit-codes';
import { json, table } from '../format';
import { writeOutput } from '../output-file';
import { isStandardOutput, notesFor, outputName } from '../standard-output';

interface VoiceOptions {
  language: string;
  style: string;
  out?: string;
  parts?: boolean;
  list?: boolean;
  json?: boolean;
}

/**
 * `bandwise voice`: the *#06# voice guide as an MP3 file, rendered offline by the same use case
 * as the web assistant (and served from the same cache), for support staff to send or play.
 */
export function registerVoice(program: Command, boot: ContextFactory, io: CliIo): void {
  program
    .command('voice')
    .description('Write the *#06# IMEI voice guide as an MP3 (style 1 spoken, 4 harmonized, 5 Canadian Rock ballad)')
    .option('-l, --language <code>', 'language code (see --list)', 'en')
    .option('-s, --style <n>', 'voice style: 1 Standard, 4 Harmonizing, 5 Canadian Rock', '1')
    .option('-o, --out <file>', 'MP3 file to write, or - for standard output (default ussd-guide-<language>-<style>.mp3)')
    .option('--parts', 'also write each numbered part of a sung guide as <file>.part<n>.mp3')
    .option('--list', 'list the languages and exit')
    .option('--json', 'with --list: the languages as JSON, as GET /api/voice/languages gives them; otherwise the outcome as JSON')
    .action(async (opts: VoiceOptions) => {
      if (opts.list) {
        if (opts.out !== undefined || opts.parts) throw new CliError('--list only lists the languages: drop --out and --parts, or drop --list to write a guide.', EXIT.badInput);
        io.out(opts.json ? json(languageMap()) : table(VOICE_LANGUAGES.map((l) => [l.code, `${l.flag} ${l.name} (${l.nativeName})`])));
        return;
      }
      if (!/^\d+$/.test(opts.style)) throw new CliError(`--style must be 1, 4 or 5; got "${opts.style}".`, EXIT.badInput);
      if (opts.parts && isStandardOutput(opts.out)) throw new CliError('--parts writes each part to a file of its own, next to --out: give --out a file name, not -.', EXIT.badInput);
      const ctx = await boot([GetUssdHelp]);
      try {
        const result = await ctx.get(GetUssdHelp).execute({ language: opts.language, voiceCount: Number(opts.style) });
        if (!result.ok) throw domainFailure(result.error);
        const { guide, cached } = result.value;
        const out = isStandardOutput(opts.out) ? opts.out! : resolve(opts.out ?? `ussd-guide-${guide.language}-${guide.style}.mp3`);
        const written = await writeGuide(guide, out, Boolean(opts.parts), io);
        const language = VOICE_LANGUAGES.find((l) => l.code === guide.language)!;
        if (opts.json) {
          const files = written.map(([file, bytes]) => ({ file: outputName(file), bytes }));
          return notesFor(io, out)(json({ success: true, language: guide.language, style: guide.style, cached, files, text: guide.text }));
        }
        notesFor(io, out)(
          table([
            ['Language', `${language.flag} ${language.name}`],
            ['Style', `${guide.style} ${VOICE_STYLES[guide.style as VoiceStyle]}`],
            ['Audio', cached ? 'from the cache' : 'rendered now'],
            ...written.map(([file, bytes]): [string, string] => ['Wrote', `${outputName(file)} (${Math.round(bytes / 1024)} kB)`]),
          ]) + `\n\n${guide.text}`,
        );
      } finally {
        await ctx.close();
      }
    });
}

/** The whole guide (spoken clip or mixed song) to `out`, and the numbered parts when asked. */
async function writeGuide(guide: UssdGuide, out: string, parts: boolean, io: CliIo): Promise<Array<[string, number]>> {
  const files: Array<[string, Uint8Array]> = [[out, guide.style === 1 ? guide.audio : guide.mixed]];
  if (parts && guide.style !== 1) {
    for (const p of guide.parts) files.push([out.replace(/(\.mp3)?$/i, `.part${p.index + 1}.mp3`), p.audio]);
  }
  await Promise.all(files.map(([file, bytes]) => writeOutput(file, bytes, io)));
  return files.map(([file, bytes]) => [file, bytes.length]);
}
