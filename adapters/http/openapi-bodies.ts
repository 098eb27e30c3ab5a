import { ApiExtension, type OpenAPIObject } from '@nestjs/swagger';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const EXAMPLES = new Map<string, object>();

/**
 * A whole request body as the schema's own example. Swagger UI's "Try it out" otherwise builds
 * one from every property's example, which for a DTO with alternatives (modelNumber or deviceId,
 * never both) is a body the server refuses. Applied to the schema named after the class.
 */
export const SchemaExample =
  (example: object): ClassDecorator =>
  (target) => {
    EXAMPLES.set(target.name, example);
  };

/** Sets the examples registered with SchemaExample on their schemas. */
export function stateSchemaExamples(doc: OpenAPIObject): void {
  const schemas = (doc.components?.schemas ?? {}) as Record<string, Json>;
  for (const [name, example] of EXAMPLES) if (schemas[name]) schemas[name].example = example;
}

const REQUEST_CONTENT = 'x-request-content';

/**
 * A request body whose schema depends on its media type (a bulk list: text as CSV or one IMEI per
 * line, JSON as an array). `@ApiBody` gives every type of `@ApiConsumes` the same schema, which
 * then claims, say, that a JSON string is taken; this states each type's own schema instead.
 */
export const ApiRequestContent = (content: Record<string, { schema: Json; example?: unknown }>): MethodDecorator =>
  ApiExtension(REQUEST_CONTENT, content) as MethodDecorator;

/** Puts an operation's ApiRequestContent in its request body. */
export function stateRequestContent(op: Json): void {
  const content = op[REQUEST_CONTENT] as Json | undefined;
  if (!content) return;
  delete op[REQUEST_CONTENT];
  op.requestBody = { ...(op.requestBody ?? {}), required: true, content };
}
