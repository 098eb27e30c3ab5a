import { randomBytes } from 'node:crypto';
import type { Clock, RandomSource } from '../core';
import { timeOrderedUuid } from './time-ordered-uuid';

export const systemClock: Clock = { now: () => new Date() };
export const systemRandom: RandomSource = {
  uuid: () => timeOrderedUuid(),
  token: (bytes) => randomBytes(bytes).toString('base64url'),
};
