import { Transform } from 'class-transformer';

/**
 * A whole-number query parameter: only decimal digits, with a minus sign or not, become a number.
 * (class-transformer's `@Type(() => Number)` reads "0x10", "1e1" and " 10" as numbers too.)
 * Anything else stays text, so the `@IsInt` beside it refuses it with its own message; a negative
 * number meets the `@Min` beside it, which says what the least value is, as 0 does.
 */
export const IntegerQuery = (): PropertyDecorator => Transform(({ value }) => (typeof value === 'string' && /^-?\d{1,9}$/.test(value) ? Number(value) : value));
