import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { DomainFailure, type DomainErrorCode } from '../../../core';

const STATUS: Record<DomainErrorCode, number> = {
  IMEI_REQUIRED: 400,
  IMEI_LENGTH: 400,
  INPUT_INVALID: 400,
  IMEI_CHECK_DIGIT: 422,
  CARRIER_UNKNOWN: 422,
  CARRIER_AMBIGUOUS: 422,
  CARRIER_NOT_IN_COUNTRY: 422,
  COUNTRY_UNKNOWN: 422,
  IMEI_BLACKLISTED: 403,
  DEVICE_UNKNOWN: 404,
  NOT_FOUND: 404,
  VOICE_LANGUAGE_UNKNOWN: 400,
  VOICE_COUNT_INVALID: 400,
  VOICE_UNAVAILABLE: 503,
  EMAIL_NOT_REGISTERED: 403,
  SIGN_IN_INVALID: 401,
  MAIL_UNAVAILABLE: 503,
  DELIVERY_FAILED: 502,
  SESSION_ACTIVE: 409,
  KEY_LIMIT_REACHED: 429,
};

/**
 * The one place errors become HTTP answers: domain codes map to statuses, framework errors keep
 * theirs, anything unexpected is logged and answered without internals.
 */
@Catch()
export class DomainErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  catch(exception: unknown, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    const [status, body] = this.toAnswer(exception);
    if (res.headersSent) return;
    res.status(status).json(body);
  }

  private toAnswer(e: unknown): [number, Record<string, unknown>] {
    if (e instanceof DomainFailure) {
      const { code, message, details } = e.error;
      if (code === 'IMEI_BLACKLISTED') {
        const reason = (details?.reason as string) || 'Security flagged device';
        return [403, { success: false, blacklisted: true, reason, error: message, message, code }];
      }
      if (code === 'DEVICE_UNKNOWN') {
        // How to continue travels as `details` (the device search and the modelNumber field).
        return [404, { success: false, error: message, message, code, ...(details ?? {}), details }];
      }
      return [STATUS[code] ?? 400, { success: false, error: message, code, ...(details ?? {}) }];
    }
    if (e instanceof HttpException) {
      const status = e.getStatus();
      const response = e.getResponse() as string | { message?: string | string[]; code?: string; details?: string[] };
      if (typeof response === 'object' && response.code) return [status, { success: false, ...response }];
      const message = typeof response === 'string' ? response : response.message;
      const text = Array.isArray(message) ? message.join('; ') : message ?? e.message;
      return [status, { success: false, error: text, code: HttpStatus[status] ?? 'ERROR' }];
    }
    this.logger.error(e instanceof Error ? e.stack ?? e.message : String(e));
    return [500, { success: false, error: 'Something went wrong on our side. Please try again later.', code: 'INTERNAL' }];
  }
}
