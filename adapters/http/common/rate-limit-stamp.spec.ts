import type { ThrottlerStorage } from '@nestjs/throttler';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RateLimitStamp } from './rate-limit-stamp';

/** A reply that keeps the headers set on it. */
const aReply = () => {
  const headers: Record<string, unknown> = {};
  return { headers, sent: false, getHeader: (n: string) => headers[n], header: (n: string, v: unknown) => void (headers[n] = v) } as unknown as FastifyReply & { headers: Record<string, unknown> };
};

describe('RateLimitStamp', () => {
  it.each([
    ['2001:db8:1:2:aaaa::1', 'default:all:ip:2001:0db8:0001:0002::/64'],
    ['::ffff:203.0.113.9', 'default:all:ip:203.0.113.9'],
    ['203.0.113.9', 'default:all:ip:203.0.113.9'],
  ])('counts a refusal from %s on the counter the rate-limit guard keeps for it (%s)', async (ip, counter) => {
    const keys: string[] = [];
    const storage = { increment: async (key: string) => (keys.push(key), { totalHits: 3, timeToExpire: 3600, isBlocked: false, timeToBlockExpire: 0 }) } as unknown as ThrottlerStorage;
    const reply = aReply();
    await new RateLimitStamp(storage, 1000).stamp({ ip } as FastifyRequest, reply);
    expect(keys).toEqual([counter]);
    expect(reply.headers).toMatchObject({ 'RateLimit-Limit': 1000, 'RateLimit-Remaining': 997 });
  });
});
