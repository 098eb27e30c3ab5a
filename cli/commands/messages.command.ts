import type { Command } from 'commander';
import { SendMessage, type MessageChannel } from '../../core';
import { MikroMessageLog } from '../../adapters/persistence/mikro-message-log';
import { MikroOutbox } from '../../adapters/persistence/mikro-outbox';
import type { INestApplicationContext } from '@nestjs/common';
import { withContext, type CliIo, type ContextFactory } from '../context';
import { CliError, EXIT, domainFailure } from '../exit-codes';
import { json } from '../format';
import { countOption } from '../options';

interface SendOptions {
  channel: string;
  to: string;
  subject?: string;
  body: string;
  json?: boolean;
}

/** The messaging centre from a terminal: send, read the log, read the outbox. */
export function registerMessages(program: Command, boot: ContextFactory, io: CliIo): void {
  const messages = program.command('messages').description('Send e-mail and SMS, read the message log and the outbox');
  const withCtx = <T>(fn: (ctx: INestApplicationContext) => Promise<T>) => withContext(boot, [SendMessage, MikroMessageLog, MikroOutbox], fn);
  const channelOf = (value: string | undefined): MessageChannel | undefined => {
    if (value === undefined) return undefined;
    if (value === 'email' || value === 'sms' || value === 'push') return value;
    throw new CliError('--channel must be email or sms (push needs a browser subscription: use the admin page).', EXIT.badInput);
  };

  messages
    .command('send')
    .description('Send one message; failures worth retrying are retried by the server\'s job')
    .requiredOption('--channel <channel>', 'email or sms')
    .requiredOption('--to <recipient>', 'e-mail address or phone number (+14155550123)')
    .option('--subject <text>', 'e-mail subject')
    .requiredOption('--body <text>', 'the message')
    .option('--json', 'print as JSON')
    .action(async (opts: SendOptions) => {
      const channel = channelOf(opts.channel);
      if (channel === 'push') throw new CliError('--channel must be email or sms (push needs a browser subscription: use the admin page).', EXIT.badInput);
      const missing = ['--to', '--body', ...(channel === 'email' ? ['--subject'] : [])].filter((flag) => !opts[flag.slice(2) as 'to' | 'body' | 'subject']?.trim());
      if (missing.length) throw new CliError(`messages send --channel ${channel} needs ${missing.join(' and ')}.`, EXIT.badInput);
      const request = channel === 'sms'
        ? { channel, phoneNumber: opts.to, message: opts.body }
        : { channel: 'email' as const, email: opts.to, subject: opts.subject, body: opts.body };
      const result = await withCtx((ctx) => ctx.get(SendMessage).execute(request, 'cli'));
      if (!result.ok) throw domainFailure(result.error);
      if (opts.json) return io.out(json(result.value));
      io.out(`Sent to ${result.value.recipient} via ${result.value.transport} (message ${result.value.id}).`);
    });

  messages
    .command('log')
    .description('The latest messages (recipients masked)')
    .option('--channel <channel>', 'email, sms or push')
    .option('--limit <n>', 'how many (1 to 1000)', countOption(1000), 20)
    .option('--json', 'print as JSON')
    .action(async (opts: { channel?: string; limit: number; json?: boolean }) => {
      const rows = await withCtx((ctx) => ctx.get(MikroMessageLog).list({ limit: opts.limit, channel: channelOf(opts.channel) }));
      const listing = rows.map(({ payload: _payload, ...r }) => r);
      if (opts.json) return io.out(json(listing));
      if (listing.length === 0) return io.out('No messages yet.');
      for (const m of listing) {
        io.out(`${m.createdAt.toISOString()}  ${m.channel.padEnd(5)}  ${m.status.padEnd(8)}  ${m.recipient}  ${m.transport ?? '-'}  attempts ${m.attempts}${m.error ? `  ${m.error}` : ''}`);
      }
    });

  messages
    .command('outbox')
    .description('Messages kept in the outbox because their channel has no transport configured')
    .option('--channel <channel>', 'email or sms')
    .option('--limit <n>', 'how many (1 to 1000)', countOption(1000), 10)
    .option('--json', 'print as JSON')
    .action(async (opts: { channel?: string; limit: number; json?: boolean }) => {
      const rows = await withCtx((ctx) => ctx.get(MikroOutbox).list(opts.limit, channelOf(opts.channel)));
      if (opts.json) return io.out(json(rows));
      if (rows.length === 0) return io.out('The outbox is empty.');
      for (const m of rows) {
        io.out(`#${m.id} ${m.createdAt.toISOString()}  ${m.channel} to ${m.recipient}${m.subject ? `: ${m.subject}` : ''}`);
        io.out(m.link ? `  ${m.link}` : `  ${m.body.split('\n')[0].slice(0, 120)}`);
      }
    });
}
