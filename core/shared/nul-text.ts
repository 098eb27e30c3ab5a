/**
 * Where the first text holding a NUL character (U+0000) is in parsed input: "location",
 * "params.arguments.imeis[2]"; null when there is none. No field means a NUL, and no database
 * column stores one (PostgreSQL refuses it in text), so input holding one is refused at the edge.
 */
export function nulFieldIn(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\0') ? path || 'the input' : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const found = nulFieldIn(item, Array.isArray(value) ? `${path}[${key}]` : path ? `${path}.${key}` : key);
    if (found) return found;
  }
  return null;
}

/** The refusal of input holding a NUL character, naming where. */
export const nulRefusal = (field: string): string => `${field} holds a NUL character (\\u0000), which no field takes. Remove it and send again.`;
