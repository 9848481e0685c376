/** 128 random bits naming one booking attempt; getRandomValues works where randomUUID does not (plain http). */
export function newAttemptKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
