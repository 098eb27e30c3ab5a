import { BadRequestException, ValidationPipe, type ArgumentMetadata, type ValidationError, type ValidationPipeOptions } from '@nestjs/common';
import { compileAcceptor, type Acceptor } from './compiled-rules';

const describe = (errors: ValidationError[], prefix = ''): string[] =>
  errors.flatMap((e) => {
    const path = prefix ? `${prefix}.${e.property}` : e.property;
    const own = Object.values(e.constraints ?? {}).map((m) => (m.startsWith(e.property) ? m.replace(e.property, path) : `${path}: ${m}`));
    return [...own, ...describe(e.children ?? [], path)];
  });

type Dto = new () => object;

/**
 * class-validator's pipe with a shortcut: a request value that the DTO's compiled rules accept
 * becomes the DTO as class-transformer would make it (its properties copied onto an instance),
 * without the generic pass. Everything else, every error included, takes the generic pass.
 */
class CompiledValidationPipe extends ValidationPipe {
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
