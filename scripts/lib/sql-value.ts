/**
 * SQL literal of a JS value: strings quoted, booleans as 0/1, arrays and objects as JSON text.
 * For statements run by `wrangler d1 execute --file`, which takes no bound parameters.
 */
export function sqlValue(value: unknown): string {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "number") return String(value);
  if (typeof value === "boolean") return value ? "1" : "0";
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return `'${text.replaceAll("'", "''")}'`;
}
