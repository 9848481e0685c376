/**
 * What a unique constraint a failed write ran into is called, read from the driver's error:
 * PostgreSQL names the constraint (`user_identity_document_uq`, `app_user_phone_key`), SQLite
 * lists the columns (`user_identity.id_type, user_identity.id_no`). undefined for any other
 * error, so callers rethrow what is not theirs to answer.
 */
export function uniqueViolation(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, constraint, message } = error as Record<string, unknown>;
  if (code === '23505') return String(constraint ?? '');
  if (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
    return String(message ?? '').replace(/^UNIQUE constraint failed: /, '');
  }
  return undefined;
}
