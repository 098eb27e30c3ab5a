import { randomBytes, randomUUID } from 'node:crypto';
import type { Clock, RandomSource } from '../core';

export const systemClock: Clock = { now: () => new Date() };
export const systemRandom: RandomSource = {
  uuid: () => randomUUID(),
  token: (bytes) => randomBytes(bytes).toString('base64url'),
};
