import type { CarrierOption } from './api';

/** Specification section 9: default country and carrier before any location is known. */
export const DEFAULT_COUNTRY = 'United States';
export const DEFAULT_CARRIER = 'AT&T';

/** The list preloaded before a location lookup, and restored when a lookup fails. */
export const DEFAULT_CARRIERS: readonly CarrierOption[] = [
  { name: 'AT&T', marketShare: 'about one third of US subscriptions', description: 'Nationwide network' },
  { name: 'Verizon', marketShare: 'about one third of US subscriptions', description: 'Nationwide network' },
  { name: 'T-Mobile', marketShare: 'about one third of US subscriptions', description: 'Nationwide network' },
];
