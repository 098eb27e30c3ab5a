/** A setting (environment variable) the server cannot start with; its message says which and how to fix it. */
export class ConfigError extends Error {}
