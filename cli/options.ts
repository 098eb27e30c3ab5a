import { InvalidArgumentError } from 'commander';

/** Parses a count option: a whole number from 1 to `max`, or the command stops with exit 2 saying so. */
export const countOption =
  (max: number) =>
  (text: string): number => {
    const n = Number(text);
    if (!/^\d+$/.test(text.trim()) || n < 1 || n > max) throw new InvalidArgumentError(`give a whole number from 1 to ${max}.`);
    return n;
  };
