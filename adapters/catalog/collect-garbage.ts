import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

let gc: (() => void) | null | undefined;

/**
 * Asks V8 for a full garbage collection. A long import churns through gigabytes of short-lived
 * rows; V8 lets its old space grow far past the live data before collecting, which is what peak
 * memory measures. Collecting every few hundred thousand rows keeps the peak near the live set
 * for a fraction of a second per call. (`--expose-gc` set at run time exposes `gc` to new
 * contexts only, hence the fresh context.) Does nothing where the flag cannot be set.
 */
export function collectGarbage(): void {
  if (gc === undefined) {
    try {
      setFlagsFromString('--expose-gc');
      gc = runInNewContext('gc') as () => void;
    } catch {
      gc = null;
    }
  }
  gc?.();
}
