// Recognising constraint failures from D1 (drizzle wraps them; the cause carries SQLite's text).
export function isUniqueViolation(e: unknown): boolean {
  if (!(e instanceof Error)) return false;
  const text = `${e.message} ${e.cause instanceof Error ? e.cause.message : String(e.cause ?? "")}`;
  return /UNIQUE constraint failed/i.test(text);
}
