import type { InjectionToken, OptionalFactoryDependency, Provider } from '@nestjs/common';

export const tokenOf = (p: Provider): InjectionToken => ('provide' in p ? p.provide : p);

const dependencyToken = (d: InjectionToken | OptionalFactoryDependency): InjectionToken =>
  typeof d === 'object' && d !== null && 'token' in d ? d.token : d;

/**
 * The providers `wanted` need, themselves included, found through the `inject` lists of factory
 * providers (every provider of the composition root is a factory or a value). Lets one CLI command
 * boot only what it uses: the rest is neither made nor started.
 */
export function providersFor(wanted: readonly InjectionToken[], all: readonly Provider[]): Provider[] {
  const byToken = new Map(all.map((p) => [tokenOf(p), p]));
  const kept = new Set<InjectionToken>();
  const keep = (token: InjectionToken): void => {
    if (kept.has(token)) return;
    const provider = byToken.get(token);
    if (!provider) throw new Error(`The composition root has no provider for ${typeof token === 'function' ? token.name : String(token)}`);
    kept.add(token);
    if ('useFactory' in provider) (provider.inject ?? []).forEach((d) => keep(dependencyToken(d)));
  };
  wanted.forEach(keep);
  return all.filter((p) => kept.has(tokenOf(p)));
}
