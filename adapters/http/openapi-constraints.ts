import type { OpenAPIObject } from '@nestjs/swagger';
import { getMetadataStorage } from 'class-validator';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

interface Rule {
  target: unknown;
  propertyName: string;
  name?: string;
  constraints?: unknown[];
}

/** A JavaScript pattern JSON Schema validators can run too (they compile it with the u flag). */
function portablePattern(source: string): string | null {
  try {
    new RegExp(source, 'u');
    return source;
  } catch {
    return null;
  }
}

/** Schema keywords for one class-validator rule; nothing for rules JSON Schema cannot say. */
function keywordsOf(rule: Rule, property: Json): Json {
  const [first, second] = rule.constraints ?? [];
  switch (rule.name) {
    case 'isEmail': return { format: 'email' };
    case 'isUuid': return { format: 'uuid' };
    case 'isIn': return Array.isArray(first) && !property.enum ? { enum: first } : {};
    case 'isInt': return property.type === 'number' || !property.type ? { type: 'integer' } : {};
    case 'minLength': return { minLength: first };
    case 'maxLength': return { maxLength: first };
    case 'isLength': return { ...(typeof first === 'number' ? { minLength: first } : {}), ...(typeof second === 'number' ? { maxLength: second } : {}) };
    case 'min': return { minimum: first };
    case 'max': return { maximum: first };
    case 'arrayMaxSize': return { maxItems: first };
    case 'arrayMinSize': return { minItems: first };
    case 'matches': {
      const pattern = first instanceof RegExp && !first.flags.replace('u', '') ? portablePattern(first.source) : null;
      return pattern && !property.pattern ? { pattern } : {};
    }
    default: return {};
  }
}

/**
 * States in the document the constraints the validation pipe enforces (class-validator rules on
 * the DTOs: e-mail format, enums, integer types, lengths, ranges, patterns), so a client or a
 * validator knows them before a request is refused. Keywords already written by hand win.
 */
export function stateConstraints(doc: OpenAPIObject): void {
  const schemas = (doc.components?.schemas ?? {}) as Record<string, Json>;
  const storage = getMetadataStorage();
  const targets = (storage as unknown as { validationMetadatas: Map<unknown, Rule[]> }).validationMetadatas.keys();
  for (const target of targets) {
    const name = typeof target === 'function' ? target.name : null;
    const schema = name ? schemas[name] : undefined;
    if (!schema?.properties) continue;
    // With the rules a DTO inherits (PositionDto's lat, lng, address, provider in both coverage bodies).
    const list = storage.getTargetValidationMetadatas(target as new () => unknown, '', false, false, undefined) as Rule[];
    for (const rule of list) {
      const property = schema.properties[rule.propertyName] as Json | undefined;
      if (!property || property.$ref || property.allOf || property.anyOf || property.oneOf) continue;
      const target = property.type === 'array' && property.items && !property.items.$ref && /^(isIn|isEmail|isUuid|matches|minLength|maxLength)$/.test(rule.name ?? '') ? property.items : property;
      for (const [k, v] of Object.entries(keywordsOf(rule, target))) if (target[k] === undefined || k === 'type') target[k] = v;
    }
  }
}
