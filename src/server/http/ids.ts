/** A guid from a request is checked before any query: the columns are uuid, and PostgreSQL answers a malformed one with an error, not with no row. */
export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
