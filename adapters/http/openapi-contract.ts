import type { OpenAPIObject } from '@nestjs/swagger';
import { stateRequestContent, stateSchemaExamples } from './openapi-bodies';
import { stateConstraints } from './openapi-constraints';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** What each tag groups, for the document's top-level tag list. */
const TAGS: Record<string, string> = {
  keys: 'API keys: create one (shown once); limits per tier.',
  v1: 'The keyed public API: checks recorded under your key, your searches, statistics and export.',
  check: 'The device check the web app uses: IMEI and carrier in, capabilities and reasons out; a key is optional.',
  carriers: 'Carriers of a country or location, with the default selection.',
  devices: 'The device catalog: search models by name or model number.',
  health: 'Liveness and readiness of the service.',
  policy: 'The device compatibility policy, its acceptance and its PDF.',
  voice: 'The spoken *#06# guide and voice agents.',
  admin: 'Admin sign-in by e-mailed link, sessions and the IMEI blacklist.',
  messaging: 'E-mail, SMS and Web Push through the configured transports (admin).',
  analytics: 'Anonymised usage figures (demo data on a fresh install).',
  coverage: 'Coverage ratings and network issue reports from stored evidence.',
  geo: 'Offline reverse geocoding of coordinates to a coarse place.',
};

/** Readable operation ids, by method and path; any other operation keeps its handler's name. */
const OPERATION_IDS: Record<string, string> = {
  'post /api/generate-key': 'createApiKey',
  'post /api/v1/check': 'checkDeviceWithKey',
  'get /api/v1/search/{id}': 'getSearch',
  'get /api/v1/recent-searches': 'listRecentSearches',
  'get /api/v1/stats': 'getSearchStats',
  'get /api/v1/export': 'exportSearches',
  'post /api/check': 'checkDevice',
  'post /api/carriers': 'listCarriers',
  'get /api/health': 'getHealth',
  'get /api/policy': 'getPolicy',
  'post /api/policy/accept': 'acceptPolicy',
  'get /api/generate-policy-pdf': 'getPolicyPdf',
  'get /api/voice/languages': 'listVoiceLanguages',
  'get /api/voice/agents': 'listVoiceAgents',
  'post /api/voice/ussd-help': 'getUssdHelp',
  'post /api/admin/validate-email': 'validateAdminEmail',
  'post /api/admin/send-temp-link': 'sendSignInLink',
  'post /api/admin/verify-temp-token': 'verifySignInLink',
  'post /api/admin/create-session': 'createAdminSession',
  'post /api/admin/logout': 'logout',
  'get /api/admin/session': 'getAdminSession',
  'get /api/admin/blacklist': 'listBlacklist',
  'post /api/admin/blacklist': 'addToBlacklist',
  'post /api/admin/blacklist/import': 'importBlacklist',
  'delete /api/admin/blacklist/{imeiOrId}': 'removeFromBlacklist',
  'post /api/messaging/sms': 'sendSms',
  'post /api/messaging/email': 'sendEmail',
  'post /api/messaging/push': 'sendPush',
  'post /api/messaging/push/subscriptions': 'subscribePush',
  'get /api/messaging/push/public-key': 'getPushPublicKey',
  'get /api/messaging/status': 'getMessagingStatus',
  'get /api/messaging/messages': 'listMessages',
  'get /api/messaging/outbox': 'listOutbox',
  'get /api/analytics/demo': 'getDemoAnalytics',
  'post /api/coverage/analyze': 'analyzeCoverage',
  'post /api/coverage/analyze-issue': 'analyzeIssue',
  'get /api/geo/reverse': 'reverseGeocode',
};

const ERROR = { $ref: '#/components/schemas/ErrorBody' };
const error = (description: string) => ({ description, content: { 'application/json': { schema: ERROR } } });
const RATE_LIMITED = {
  ...error('Rate limit exceeded; retry after the seconds in Retry-After.'),
  headers: { 'Retry-After': { description: 'Seconds until a request may succeed.', schema: { type: 'integer' } } },
};

/** Statuses every operation can answer, whatever its controller declares. */
function generalResponses(op: Json, path: string): Record<string, Json> {
  const out: Record<string, Json> = {
    '400': error('Invalid input: a field or query parameter that is wrong or unknown (code INPUT_INVALID), or an unreadable body.'),
    '429': RATE_LIMITED,
  };
  // Any request that carries a body has it read as JSON first, whether the operation takes one or not.
  out['413'] = error('The request body is too large (code PAYLOAD_TOO_LARGE).');
  out['415'] = error('A request body that is not JSON sent with Content-Type: application/json (code UNSUPPORTED_MEDIA_TYPE), or in an encoding or charset other than UTF-8, gzip, deflate or br (code UNSUPPORTED_ENCODING).');
  if (op.security?.length) {
    out['401'] = error('Missing, unknown, revoked or expired credentials (code UNAUTHORIZED); WWW-Authenticate names the scheme.');
    out['403'] = error('The credentials are of the wrong kind for this operation (code FORBIDDEN).');
  }
  if (path.includes('{')) out['404'] = error('Nothing with that id (code NOT_FOUND).');
  // Refused by the HTTP server before any operation is chosen, so any operation's client can meet them.
  out['408'] = error('The request did not arrive within the server\'s time limit (code REQUEST_TIMEOUT; SERVER_REQUEST_TIMEOUT_MS, 30 s unless configured): send it without pauses; compress a large upload or split it.');
  out['414'] = error('The request URL is too long (code URL_TOO_LONG): send fewer or shorter query parameters.');
  out['431'] = error('The request headers are too large (code HEADERS_TOO_LARGE): send fewer or shorter headers.');
  return out;
}

/** OAS 3.0 `nullable` applies only beside `type`: a nullable reference becomes "the reference, or null". */
function fixNullable(schema: Json): void {
  if (!schema || typeof schema !== 'object') return;
  if (schema.nullable && (schema.allOf || schema.$ref)) {
    const ref = schema.$ref ? { $ref: schema.$ref } : schema.allOf[0];
    for (const k of ['allOf', '$ref', 'nullable', 'type']) delete schema[k];
    schema.anyOf = [ref, { type: 'object', nullable: true, enum: [null] }];
  }
  if (schema.nullable && Array.isArray(schema.enum) && !schema.enum.includes(null)) schema.enum = [...(schema.enum as unknown[]), null];
  for (const value of Object.values(schema)) {
    if (Array.isArray(value)) value.forEach(fixNullable);
    else if (value && typeof value === 'object') fixNullable(value);
  }
}

/** Request bodies refuse unknown fields (the validation pipe's forbidNonWhitelisted): the schemas say so. */
function closeRequestSchemas(doc: OpenAPIObject, schema: Json | undefined, seen = new Set<string>()): void {
  if (!schema) return;
  const name = typeof schema.$ref === 'string' ? schema.$ref.split('/').pop() : null;
  if (name) {
    if (seen.has(name)) return;
    seen.add(name);
    return closeRequestSchemas(doc, doc.components?.schemas?.[name] as Json, seen);
  }
  if (schema.properties && schema.additionalProperties === undefined) schema.additionalProperties = false;
  for (const p of Object.values((schema.properties ?? {}) as Record<string, Json>)) closeRequestSchemas(doc, p, seen);
  if (schema.items) closeRequestSchemas(doc, schema.items, seen);
  for (const s of [...(schema.allOf ?? []), ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) closeRequestSchemas(doc, s, seen);
}

/**
 * Makes the generated document state what the server does: readable operation ids, described
 * tags, `security: []` on public operations, the statuses every operation can answer, nullable
 * fields a strict OAS 3.0 validator accepts with null, closed request bodies, and bearer schemes
 * that claim no token format (keys and sessions are opaque, not JWTs).
 */
export function amendDocument(doc: OpenAPIObject): OpenAPIObject {
  const used = new Set<string>();
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item as Record<string, Json>)) {
      if (!op || typeof op !== 'object' || !op.responses) continue;
      const wanted = OPERATION_IDS[`${method} ${path}`] ?? op.operationId;
      op.operationId = used.has(wanted) ? `${wanted}${method[0].toUpperCase()}${method.slice(1)}` : wanted;
      used.add(op.operationId);
      if (!op.description) op.description = op.summary ?? `${method.toUpperCase()} ${path}`;
      if (!op.security) op.security = [];
      for (const [status, response] of Object.entries(generalResponses(op, path))) op.responses[status] ??= response;
      stateRequestContent(op);
      const body = op.requestBody?.content?.['application/json']?.schema;
      closeRequestSchemas(doc, body);
    }
  }
  const tags = new Set<string>();
  for (const item of Object.values(doc.paths)) for (const op of Object.values(item as Record<string, Json>)) for (const t of op?.tags ?? []) tags.add(t);
  doc.tags = [...tags].sort().map((name) => ({ name, description: TAGS[name] ?? `Operations on ${name}.` }));
  if (doc.info.contact && !doc.info.contact.email) delete doc.info.contact.email;
  for (const scheme of Object.values((doc.components?.securitySchemes ?? {}) as Record<string, Json>)) delete scheme.bearerFormat;
  const errorBody = doc.components?.schemas?.ErrorBody as Json | undefined;
  if (errorBody?.properties?.details) {
    errorBody.properties.details = {
      description: 'Field-level problems for invalid requests (a list), or facts about the error (an object).',
      oneOf: [{ type: 'array', items: { type: 'string' } }, { type: 'object' }],
    };
  }
  stateConstraints(doc);
  stateSchemaExamples(doc);
  fixNullable(doc.components?.schemas as Json);
  fixNullable(doc.paths as Json);
  return doc;
}
