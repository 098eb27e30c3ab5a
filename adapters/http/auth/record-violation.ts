import type { FastifyRequest } from 'fastify';
import type { MikroViolationLog } from '../../persistence/mikro-violation-log';
import { pathOf } from '../common/request-path';
import { clientKeyOf } from './client-address';

/**
 * Records a 429 for the analytics (API usage by key), under the route's template rather than the
 * path asked for (which may hold an IMEI); a failed write never changes the answer.
 */
export const recordViolation = (log: MikroViolationLog, req: FastifyRequest, apiKeyId: string | null): Promise<void> =>
  log.record({ apiKeyId, client: clientKeyOf(req.ip), path: req.routeOptions?.url ?? pathOf(req), at: new Date() }).catch(() => undefined);
