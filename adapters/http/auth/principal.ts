import type { FastifyRequest as Request } from 'fastify';
import type { ApiKeyIdentity } from '../../../core';

/** Who is calling: set on the request by the passport strategies. */
export type Principal = ({ kind: 'api-key' } & ApiKeyIdentity) | { kind: 'admin'; email: string; sessionId: string };

export const principalOf = (req: Request): Principal | undefined => (req as Request & { user?: Principal }).user;

export const apiKeyOf = (req: Request): (ApiKeyIdentity & { kind: 'api-key' }) | undefined => {
  const p = principalOf(req);
  return p?.kind === 'api-key' ? p : undefined;
};
