import { ParseUUIDPipe, type ArgumentMetadata } from '@nestjs/common';

/**
 * A record id in a path: a UUID, or the route's own "not found" (an id in another form names no
 * record). UUIDs compare without regard to letter case (RFC 9562) and are stored in lower case, so
 * an id sent in upper case finds its record.
 */
export class UuidParam extends ParseUUIDPipe {
  constructor(notFound: () => Error) {
    super({ exceptionFactory: notFound });
  }

  override async transform(value: string, metadata: ArgumentMetadata): Promise<string> {
    return (await super.transform(value, metadata)).toLowerCase();
  }
}
