import 'reflect-metadata';
import type { Writable } from 'node:stream';
import type { INestApplicationContext, InjectionToken } from '@nestjs/common';
import type { AppConfig } from '../adapters/config';

export interface CliIo {
  out: (text: string) => void;
  err: (text: string) => void;
  /** True when the output is a terminal (progress bars only then). */
  tty: boolean;
  /** Standard input, for a file given as "-" (the process's own when not given). */
  stdin?: () => NodeJS.ReadableStream;
  /** Standard output as bytes, for a file written as "-" (`--out -`; the process's own when not given). */
  stdout?: () => Writable;
}

/**
 * Boots the composition root without HTTP, once per CLI run: only the providers a command names
 * (`ctx.get`s) and what they depend on, or all of them when it names none.
 */
export type ContextFactory = (needs?: readonly InjectionToken[]) => Promise<INestApplicationContext>;

/**
 * Nest and the composition root load only when a command needs them, so `--help`, `--version` and
 * usage errors answer without loading every adapter (about a second of a CLI run on this machine).
 */
export const coreBooter = (overrides: Partial<AppConfig> = {}): ContextFactory => async (needs) => {
  const [{ NestFactory }, { CoreModule }] = await Promise.all([import('@nestjs/core'), import('../adapters/core.module')]);
  // abortOnError off: a start-up failure (a malformed data file) reaches the CLI's error output instead of a silent exit.
  return NestFactory.createApplicationContext(CoreModule.forRoot(overrides, needs), { logger: false, abortOnError: false });
};

/** The CLI's own boot, configured from the environment. */
export const bootCore: ContextFactory = coreBooter();

export const processIo: CliIo = {
  out: (t) => process.stdout.write(t.endsWith('\n') ? t : t + '\n'),
  err: (t) => process.stderr.write(t.endsWith('\n') ? t : t + '\n'),
  tty: Boolean(process.stderr.isTTY),
};

/** Boots what a command `needs`, runs `fn` with it, and always closes it. */
export async function withContext<T>(boot: ContextFactory, needs: readonly InjectionToken[], fn: (ctx: INestApplicationContext) => Promise<T>): Promise<T> {
  const ctx = await boot(needs);
  try {
    return await fn(ctx);
  } finally {
    await ctx.close();
  }
}
