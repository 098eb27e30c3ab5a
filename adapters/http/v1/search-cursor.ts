import { BadRequestException } from '@nestjs/common';
import type { SearchPosition } from '../../../core';

/** An opaque cursor for the next page: the last search's time and id, base64url-encoded. */
export const encodeCursor = (p: { searchedAt: Date; id: string }): string => Buffer.from(`${p.searchedAt.getTime()}.${p.id}`).toString('base64url');

/** The last instant a four-digit year holds; no search is later, and databases refuse some later ones. */
const LATEST = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

/** Reads a cursor this API gave out; anything else is a 400 naming the parameter. */
export function decodeCursor(cursor: string): SearchPosition {
  const m = /^(\d{1,15})\.([0-9a-f-]{36})$/i.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!m || Number(m[1]) > LATEST) {
    throw new BadRequestException({
      error: 'Invalid request: cursor is not one this API gave out; pass the nextCursor of the previous page unchanged.',
      code: 'INPUT_INVALID',
      details: ['cursor is not one this API gave out'],
    });
  }
  return { searchedAt: new Date(Number(m[1])), id: m[2].toLowerCase() };
}
