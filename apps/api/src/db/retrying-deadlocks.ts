/**
 * Runs a transaction again when PostgreSQL picked it as a deadlock victim (40P01) or a
 * serialization failure (40001): it was rolled back whole, so running it again is safe.
 */
export async function retryingDeadlocks<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (attempt >= 3 || (code !== '40P01' && code !== '40001')) throw error;
    }
  }
}
