/** Injection tokens of the composition root for values that are not classes. */
export const APP_CONFIG = Symbol('APP_CONFIG');
export const CLOCK = Symbol('CLOCK');
export const DEVICE_CATALOG = Symbol('DEVICE_CATALOG');
