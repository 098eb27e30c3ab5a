import { BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';

const describe = (errors: ValidationError[], prefix = ''): string[] =>
  errors.flatMap((e) => {
    const path = prefix ? `${prefix}.${e.property}` : e.property;
    const own = Object.values(e.constraints ?? {}).map((m) => (m.startsWith(e.property) ? m.replace(e.property, path) : `${path}: ${m}`));
    return [...own, ...describe(e.children ?? [], path)];
  });

/** Global validation: unknown fields refused, types checked, and every problem listed in `details`. */
export const validationPipe = new ValidationPipe({
  whitelist: true,
  forbidNonWhitelisted: true,
  transform: true,
  exceptionFactory: (errors) => {
    const details = describe(errors);
    return new BadRequestException({ error: `Invalid request: ${details.join('; ')}`, code: 'INPUT_INVALID', details });
  },
});
