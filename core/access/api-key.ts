/** Rate tiers of the specification: only free is available in the Alpha. */
export type Tier = 'free' | 'pro' | 'enterprise';

export interface TierInfo {
  tier: Tier;
  /** Requests per hour; null means unlimited. */
  requestsPerHour: number | null;
  available: boolean;
}

export const TIERS: Record<Tier, TierInfo> = {
  free: { tier: 'free', requestsPerHour: 100, available: true },
  pro: { tier: 'pro', requestsPerHour: 1000, available: false },
  enterprise: { tier: 'enterprise', requestsPerHour: null, available: false },
};

/** Addresses under this domain are the product's own (the web app's per-browser keys): never admins. */
export const RESERVED_DOMAIN = 'bandwise.invalid';
/** An address under the reserved domain or a subdomain of it, in any case, with or without the DNS root's trailing dot. */
export const isReservedAddress = (email: string): boolean => {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase().replace(/\.$/, '');
  return domain === RESERVED_DOMAIN || domain.endsWith(`.${RESERVED_DOMAIN}`);
};

/** Every key starts with this, so a leaked key is recognisable (and secret scanners can find it). */
export const API_KEY_PREFIX = 'bw_live_';
/** Characters of the key kept in clear to name it in listings; far too few to guess the rest. */
export const API_KEY_DISPLAY_LENGTH = API_KEY_PREFIX.length + 6;

/** A stored API key: only its hash is kept, with who asked for it. */
export interface ApiKeyRecord {
  id: string;
  keyHash: string;
  displayPrefix: string;
  email: string;
  name: string;
  tier: Tier;
  createdAt: Date;
  revokedAt: Date | null;
  /** After this the key no longer works; null for keys issued before keys expired. */
  expiresAt?: Date | null;
  /** An opaque label of the client that minted it (the front door's choice), for per-client caps. */
  createdFrom?: string | null;
}

/** The identity a valid key gives a request. */
export interface ApiKeyIdentity {
  id: string;
  name: string;
  email: string;
  tier: Tier;
}
