import { BadRequestException, ValidationPipe, type ArgumentMetadata, type ValidationError, type ValidationPipeOptions } from '@nestjs/common';
import { notAnObject } from './body-parsing';
import { compileAcceptor, type Acceptor } from './compiled-rules';

/** Rules on a value's type; when one fails, the value's size rules say nothing useful. */
const TYPE_RULES = new Set(['isString', 'isInt', 'isNumber', 'isBoolean', 'isArray', 'isObject']);
const SIZE_RULES = new Set(['maxLength', 'minLength', 'length', 'min', 'max', 'arrayMinSize', 'arrayMaxSize']);

/** What failed: "imei must be a string", not also "imei must be shorter than or equal to 40 characters". */
const failedRules = (constraints: Record<string, string> = {}): string[] => {
  const names = Object.keys(constraints);
  const typeFailed = names.some((n) => TYPE_RULES.has(n));
  return names.filter((n) => !(typeFailed && SIZE_RULES.has(n))).map((n) => constraints[n]);
};

const describe = (errors: ValidationError[], prefix = ''): string[] =>
  errors.flatMap((e) => {
    const path = prefix ? `${prefix}.${e.property}` : e.property;
    // A field left out is missing, not of the wrong type: "imei is required", not "imei must be a string".
    if (e.value === undefined && e.constraints) return [`${path} is required`];
    const own = failedRules(e.constraints).map((m) => (m.startsWith(e.property) ? m.replace(e.property, path) : `${path}: ${m}`));
    return [...own, ...describe(e.children ?? [], path)];
  });

type Dto = new () => object;

/**
 * class-validator's pipe, refusing a JSON array sent where the route takes an object (the body
 * parser lets arrays through; class-transformer would turn one into a DTO with a property "0").
 */
export class RequestValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'body' && Array.isArray(value) && this.toValidate(metadata)) throw notAnObject(value);
    if (metadata.type !== 'custom' && this.toValidate(metadata)) refuseInheritedNames(value);
    return super.transform(value, metadata);
  }
}

/**
 * class-transformer skips fields named like Object's own members ("constructor", "toString"), so
 * the whitelist never sees them: no DTO declares one, so each is refused here as any unknown field is.
 */
function refuseInheritedNames(value: unknown): void {
  if (typeof value !== 'object' || value === null) return;
  const details = Object.keys(value).filter((k) => k in Object.prototype).map((k) => `property ${k} should not exist`);
  if (details.length) throw new BadRequestException({ error: `Invalid request: ${details.join('; ')}`, code: 'INPUT_INVALID', details });
}

/**
 * class-validator's pipe with a shortcut: a request value that the DTO's compiled rules accept
 * becomes the DTO as class-transformer would make it (its properties copied onto an instance),
 * without the generic pass. Everything else, every error included, takes the generic pass.
 */
class CompiledValidationPipe extends RequestValidationPipe {
  private readonly acceptors = new Map<Dto, Acceptor | null>();

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const dto = metadata.type === 'custom' ? undefined : (metadata.metatype as Dto | undefined);
    const accepts = dto && this.toValidate(metadata) ? this.acceptorOf(dto) : null;
    if (dto && accepts?.(value)) return Object.assign(new dto(), value);
    return super.transform(value, metadata);
  }

  private acceptorOf(dto: Dto): Acceptor | null {
    if (!this.acceptors.has(dto)) this.acceptors.set(dto, compileAcceptor(dto));
    return this.acceptors.get(dto)!;
  }
}

/** Unknown fields refused, types checked, and every problem listed in `details`. */
export const validationOptions: ValidationPipeOptions = {
  whitelist: true,
  forbidNonWhitelisted: true,
  transform: true,
  exceptionFactory: (errors) => {
    const details = describe(errors);
    return new BadRequestException({ error: `Invalid request: ${details.join('; ')}`, code: 'INPUT_INVALID', details });
  },
};

/** The global validation pipe. */
export const validationPipe = new CompiledValidationPipe(validationOptions);
