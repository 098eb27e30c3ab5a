import type { FastifyRequest } from 'fastify';
import type { MikroViolationLog } from '../../persistence/mikro-violation-log';
import { pathOf } from '../common/request-path';

/** Records a 429 for the analytics (API usage by key); a failed write never changes the answer. */
export const recordViolation = (log: MikroViolationLog, req: FastifyRequest, apiKeyId: string | null): Promise<void> =>
  log.record({ apiKeyId, client: req.ip ?? 'unknown', path: pathOf(req), at: new Date() }).catch(() => undefined);
