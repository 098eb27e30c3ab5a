import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { servedDocument, useDocumentBuilder } from './common/served-document';
import { amendDocument } from './openapi-contract';

/** Builds the OpenAPI document from the controllers and DTOs. */
export function buildOpenApi(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Bandwise API')
    .setDescription(
      'Device compatibility checks for mobile networks: identify a device from its IMEI and assess 4G, 5G, VoLTE and Wi-Fi calling on a carrier. Alpha: results are tentative. Errors answer `{ success: false, error, code }`.\n\n' +
        'Besides the statuses each operation lists, a request can be refused before any operation takes it, in the same shape: 405 `METHOD_NOT_ALLOWED` for a method the path does not have (`Allow` names those it has), 404 `NOT_FOUND` for a path that is not in this document, 400 `MALFORMED_REQUEST` or `MALFORMED_PATH` for HTTP or a path that cannot be read, 408 `REQUEST_TIMEOUT` for a request that does not arrive in time, 414 `URL_TOO_LONG` and 431 `HEADERS_TOO_LARGE`.',
    )
    .setVersion('0.1.0')
    .setLicense('GPL-3.0-or-later', 'https://www.gnu.org/licenses/gpl-3.0.html')
    .setContact('Bandwise API', '/api/docs', '')
    .addServer('/')
    .addBearerAuth({ type: 'http', scheme: 'bearer', description: 'An API key from POST /api/generate-key (bw_live_...).' }, 'api-key')
    .addBearerAuth({ type: 'http', scheme: 'bearer', description: 'An admin session token (bws_...) from POST /api/admin/verify-temp-token, after signing in with an e-mailed link.' }, 'admin-session')
    .build();
  return amendDocument(SwaggerModule.createDocument(app, config, { operationIdFactory: (_controller, method) => method }));
}

/** Where Swagger UI is served (its page and its assets below it). */
export const API_DOCS_PATH = '/api/docs';

/**
 * Swagger UI at /api/docs, the JSON document at /api/docs-json and YAML at /api/docs-yaml. The JSON
 * goes out as one buffer made on first request, shared by every answer: serialised afresh for each
 * (as Swagger's own route does), a client that asks for it many times and reads nothing made the
 * server hold one copy per request.
 */
export function mountSwagger(app: INestApplication): void {
  useDocumentBuilder(buildOpenApi);
  SwaggerModule.setup(API_DOCS_PATH.slice(1), app, () => servedDocument(app), { raw: ['yaml'] });
  let json: Buffer | null = null;
  app.getHttpAdapter().get(`${API_DOCS_PATH}-json`, (_req: unknown, reply: FastifyReply) => {
    json ??= Buffer.from(JSON.stringify(servedDocument(app)));
    void reply.type('application/json; charset=utf-8').send(json);
  });
}
