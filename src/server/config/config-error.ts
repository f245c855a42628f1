/** A bad environment: the boot stops with this message (main.ts and restore-cli.ts print it and exit). */
export class ConfigError extends Error {}
