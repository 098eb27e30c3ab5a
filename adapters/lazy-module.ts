/**
 * A package loaded at its first use instead of when the importing file loads. Every CLI command
 * loads the whole composition root, and most never touch country borders, Redis or web push
 * (together about 0.15 s of a TAC import's start). Call sites get the package's own types.
 */
export function lazyModule<T>(load: () => T): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= load());
}
