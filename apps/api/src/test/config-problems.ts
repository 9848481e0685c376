import { ConfigError, loadConfig } from '../config/config.js';

/** What `loadConfig` refuses in `env`, each problem as it names it; fails if it accepts it. */
export function configProblems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  throw new Error('expected a ConfigError');
}
