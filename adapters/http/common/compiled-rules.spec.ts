import 'reflect-metadata';
import { HttpException, type ArgumentMetadata, type ValidationPipe } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';
import { CheckRequestDto } from '../check/check.dto';
import { compileAcceptor } from './compiled-rules';
import { RequestValidationPipe, validationOptions, validationPipe } from './validation';

class EveryRuleDto {
  @IsString() @MinLength(2) @MaxLength(5) code!: string;
  @IsOptional() @IsInt() @Min(1) @Max(10) count?: number;
  @IsOptional() @IsBoolean() flag?: boolean;
  @IsOptional() @IsIn(['a', 'b']) kind?: string;
}

class TypedDto {
  @Type(() => Number) @IsInt() page!: number;
}

class UnsupportedRuleDto {
  @IsNotEmpty() name!: string;
}

// The generic pass alone: class-validator behind the array check both pipes share.
const reference = new RequestValidationPipe(validationOptions);
const body = (dto: unknown): ArgumentMetadata => ({ type: 'body', metatype: dto as ArgumentMetadata['metatype'], data: '' });

/** What a caller sees: the DTO handed to the controller, or the 400 answer. */
async function outcome(pipe: ValidationPipe, dto: unknown, value: unknown): Promise<unknown> {
  try {
    const got = await pipe.transform(structuredClone(value), body(dto));
    return { accepted: got, className: (got as object).constructor.name };
  } catch (e) {
    if (!(e instanceof HttpException)) throw e;
    return { refused: e.getResponse() };
  }
}

/** A small deterministic generator of request values around each rule's edges. */
function* values(keys: string[]): Generator<unknown> {
  const leaves: unknown[] = ['', 'x', 'ab', 'abcde', 'abcdef', '😀😀', '\uFE0Fab', 'a'.repeat(40), 'a'.repeat(41), 'T-Mobile', 0, 1, 10, 11, 2.5, -1, true, false, null, undefined, [], ['a'], {}, { nested: 1 }, 'a', 'b', 'c'];
  let seed = 7;
  const pick = () => leaves[(seed = (seed * 1103515245 + 12345) % 2147483648) % leaves.length];
  for (let i = 0; i < 3000; i++) {
    const v: Record<string, unknown> = {};
    for (const k of keys) if ((seed = (seed * 1103515245 + 12345) % 2147483648) % 3) v[k] = pick();
    if (i % 17 === 0) v.extra = pick();
    yield v;
  }
  yield* [null, 'text', 5, [], JSON.parse('{"__proto__": {"x": 1}, "code": "abc"}'), JSON.parse('{"constructor": 1, "code": "abc"}')];
}

describe('compiled request rules', () => {
  it.each([
    ['the check request', CheckRequestDto, ['imei', 'network', 'location', 'country', 'modelNumber', 'deviceId']],
    ['every compiled rule', EveryRuleDto, ['code', 'count', 'flag', 'kind']],
    ['a DTO with @Type (never compiled)', TypedDto, ['page']],
  ])('the global pipe answers %s exactly as class-validator does', async (_name, dto, keys) => {
    let accepted = 0;
    for (const value of values(keys)) {
      const expected = await outcome(reference, dto, value);
      expect(await outcome(validationPipe, dto, value)).toEqual(expected);
      if ('accepted' in (expected as object)) accepted++;
    }
    // The generated values reach both sides of the rules.
    expect(accepted).toBeGreaterThan(10);
  });

  it('takes the shortcut for a valid check request, and leaves what it cannot decide to class-validator', () => {
    const accepts = compileAcceptor(CheckRequestDto)!;
    expect(accepts({ imei: '352931103746525', network: 'T-Mobile' })).toBe(true);
    expect(accepts({ imei: '352931103746525', network: 'T-Mobile', carrier: 'x' })).toBe(false);
    expect(accepts({ imei: 352931103746525 })).toBe(false);
    expect(compileAcceptor(EveryRuleDto)!({ code: '😀😀' })).toBe(false);
    expect(compileAcceptor(TypedDto)).toBeNull();
    expect(compileAcceptor(UnsupportedRuleDto)).toBeNull();
  });
});
