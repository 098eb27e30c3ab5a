import type { Transform } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';

// A Map, not an object: the coding comes from a request header ("constructor" is no coding).
const INFLATERS = new Map<string, () => Transform>([['gzip', createGunzip], ['x-gzip', createGunzip], ['deflate', createInflate], ['br', createBrotliDecompress]]);

/** A request's Content-Encoding, lower-cased; `identity` when there is none. */
export const contentCoding = (header: string | string[] | undefined): string => String(header ?? 'identity').trim().toLowerCase();

/** Whether a body sent in `coding` can be inflated. */
export const canInflate = (coding: string): boolean => INFLATERS.has(coding);

/** A new stream that inflates a body sent in `coding`, or undefined when the coding is not supported (identity included). */
export const inflaterFor = (coding: string): Transform | undefined => INFLATERS.get(coding)?.();
