import { fullFormats } from 'ajv-formats/dist/formats';

/**
 * RFC 3339 admits instants PostgreSQL refuses (year 0000, offsets up to ±23:59) and instants it stores but JavaScript
 * prints in an expanded form no client could send back (year 10000). A request date-time must name an instant whose
 * UTC year is 0001 to 9999, with an offset within ±15:59, PostgreSQL's limit; openapi.json's StorableDateTime says so.
 */
const PARTS = /^(\d{4})-(\d\d)-(\d\d)[t\s](\d\d):(\d\d):\d\d(?:\.\d+)?(?:z|([+-])(\d\d)(?::?(\d\d))?)$/i;
const MAX_OFFSET_MINUTES = 15 * 60 + 59;
const rfc3339 = fullFormats['date-time'] as { validate: (text: string) => boolean };

export const STORABLE_DATE_TIME_RULE = 'an RFC 3339 date-time in UTC years 0001 to 9999 with an offset within ±15:59';

export function isStorableDateTime(text: string): boolean {
  const parts = PARTS.exec(text);
  if (!parts || !rfc3339.validate(text)) return false;
  const [year, month, day, hour, minute] = parts.slice(1, 6).map(Number);
  const offsetMinutes = (parts[6] === '-' ? -1 : 1) * (Number(parts[7] ?? 0) * 60 + Number(parts[8] ?? 0));
  if (Math.abs(offsetMinutes) > MAX_OFFSET_MINUTES) return false;
  const instant = new Date(0);
  // setUTCFullYear, unlike Date.UTC, takes years below 100 as they are.
  instant.setUTCFullYear(year, month - 1, day);
  instant.setUTCHours(hour, minute - offsetMinutes);
  const utcYear = instant.getUTCFullYear();
  return utcYear >= 1 && utcYear <= 9999;
}
