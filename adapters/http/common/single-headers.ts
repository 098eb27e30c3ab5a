import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimitStamp } from './rate-limit-stamp';

/**
 * Headers a request may carry once. Node keeps the first of two and drops the rest, so a proxy
 * that reads the last one and this server would each see another caller, host or body type
 * (RFC 9112 asks a server to refuse a second Host). By length first: the check runs on every request.
 */
const ONCE: ReadonlyMap<number, string> = new Map([
  [4, 'Host'],
  [12, 'Content-Type'],
  [13, 'Authorization'],
  [16, 'Content-Encoding'],
]);

/** The first header of ONCE that the raw header list (name, value, name, value, ...) gives twice; null when none. */
export function repeatedHeader(raw: string[]): string | null {
  const seen: string[] = [];
  for (let i = 0; i < raw.length; i += 2) {
    const name = ONCE.get(raw[i].length);
    if (!name || raw[i].toLowerCase() !== name.toLowerCase()) continue;
    if (seen.includes(name)) return name;
    seen.push(name);
  }
  return null;
}

/** Refuses a request that repeats one of those headers: 400 INPUT_INVALID naming it, before any route runs. */
export function mountSingleHeaders(fastify: FastifyInstance, stamp: RateLimitStamp): void {
  fastify.addHook('onRequest', (req: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const repeated = repeatedHeader(req.raw.rawHeaders);
    if (!repeated) return done();
    const error = `${repeated} is given more than once: send one ${repeated} header.`;
    void stamp.stamp(req, reply).then(() => reply.code(400).send({ success: false, error, code: 'INPUT_INVALID' }));
  });
}
