import { ConfigError, loadConfig, type ServerConfig } from '../config.ts';
import { loadDotEnv } from '../envFile.ts';

/**
 * The operator commands (`npm run archive`, `npm run rules`) read the configuration the server
 * reads (.env, the environment, the *_FILE secrets), so they find the same archive it uses.
 */
export function cliConfig(command: string): ServerConfig {
  try {
    loadDotEnv();
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) fail(command, error.message);
    throw error;
  }
}

export function fail(command: string, message: string): never {
  console.error(`chainboard ${command}: ${message}`);
  process.exit(1);
}
