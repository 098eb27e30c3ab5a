import 'reflect-metadata';
import { SetMetadata, type ExecutionContext } from '@nestjs/common';
import { routeMetadata } from './route-metadata';

const LEVEL = 'test:level';

@SetMetadata(LEVEL, 'controller')
class Base {
  @SetMetadata(LEVEL, 'own')
  marked(): void {}

  plain(): void {}
}

@SetMetadata(LEVEL, 'derived')
class Derived extends Base {}

const contextOf = (controller: object, handler: () => void) => ({ getClass: () => controller, getHandler: () => handler }) as unknown as ExecutionContext;

describe('routeMetadata', () => {
  it("answers a handler's own value first, else its controller's, for the controller the route is on", () => {
    const level = routeMetadata<string>(LEVEL, { orController: true });
    for (let round = 0; round < 2; round++) {
      expect(level(contextOf(Base, Base.prototype.marked))).toBe('own');
      expect(level(contextOf(Base, Base.prototype.plain))).toBe('controller');
      // The same inherited handler on another controller takes that controller's value.
      expect(level(contextOf(Derived, Derived.prototype.plain))).toBe('derived');
    }
  });

  it("reads only the handler unless asked to fall back to the controller", () => {
    const level = routeMetadata<string>(LEVEL);
    expect(level(contextOf(Base, Base.prototype.plain))).toBeUndefined();
    expect(level(contextOf(Base, Base.prototype.marked))).toBe('own');
  });
});
