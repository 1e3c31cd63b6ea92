/** A setting that stops the start: its message names the variable, never a secret's value. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}
