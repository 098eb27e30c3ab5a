import type { INestApplication } from '@nestjs/common';
import type { OpenAPIObject } from '@nestjs/swagger';

type Builder = (app: INestApplication) => OpenAPIObject;

const documents = new WeakMap<INestApplication, OpenAPIObject>();
let builder: Builder | null = null;

/** Registers how the document is built (swagger.ts), so edge handling can read it without importing Swagger setup. */
export function useDocumentBuilder(build: Builder): void {
  builder = build;
}

/** The OpenAPI document the app serves, built once per app on first use. */
export function servedDocument(app: INestApplication): OpenAPIObject {
  let doc = documents.get(app);
  if (!doc) {
    if (!builder) throw new Error('The OpenAPI document builder is not registered');
    doc = builder(app);
    documents.set(app, doc);
  }
  return doc;
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
const templateRegex = (path: string) => new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}/?$`);

/** The documented methods of the path template a concrete path matches, upper case; empty when none matches. */
export function documentedMethods(doc: OpenAPIObject, path: string): string[] {
  for (const [template, item] of Object.entries(doc.paths)) {
    if (!templateRegex(template).test(path)) continue;
    const methods = METHODS.filter((m) => (item as Record<string, unknown>)[m]).map((m) => m.toUpperCase());
    if (methods.includes('GET') && !methods.includes('HEAD')) methods.push('HEAD');
    return methods;
  }
  return [];
}

/** The documented query parameter names of an operation, by its Express route path ('/api/v1/search/:id'); null when undocumented. */
export function documentedQuery(doc: OpenAPIObject, routePath: string, method: string): string[] | null {
  const template = routePath.replace(/:(\w+)/g, '{$1}');
  const op = (doc.paths[template] as Record<string, { parameters?: Array<{ in?: string; name?: string }> }> | undefined)?.[method.toLowerCase()];
  if (!op) return null;
  return (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name!);
}
