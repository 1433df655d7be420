/**
 * RFC 3339 timestamps <-> epoch seconds, keeping the offset so output can be written in the
 * caller's local offset. Date.UTC is used only as a calendar calculator.
 */

const PATTERN =
  /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(\.\d+)?(?:([Zz])|([+-])(\d{2}):(\d{2}))$/;

export interface ParsedTimestamp {
  /** Seconds since 1970-01-01T00:00:00Z, fractional when the input had fractions. */
  epochSeconds: number;
  /** Offset east of UTC in minutes. */
  offsetMinutes: number;
  /** True when the input used `Z` rather than a numeric offset. */
  utc: boolean;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function parseTimestamp(text: string): ParsedTimestamp | null {
  const match = PATTERN.exec(text);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const hour = Number(match[4]);
  const minute = Number(match[5]);
  const second = Number(match[6]);
  const fraction = match[7] ? Number(match[7]) : 0;
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  // A leap second (60) cannot be represented on a POSIX timeline; reject rather than guess.
  if (hour > 23 || minute > 59 || second > 59) return null;
  let offsetMinutes = 0;
  const utc = match[8] !== undefined;
  if (!utc) {
    const offsetHours = Number(match[10]);
    const offsetMins = Number(match[11]);
    if (offsetHours > 23 || offsetMins > 59) return null;
    offsetMinutes = (match[9] === '-' ? -1 : 1) * (offsetHours * 60 + offsetMins);
  }
  const localSeconds = Date.UTC(year, month - 1, day, hour, minute, second) / 1000;
  return { epochSeconds: localSeconds - offsetMinutes * 60 + fraction, offsetMinutes, utc };
}

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

/** Formats whole seconds in the given offset, e.g. `2026-03-02T06:00:00+01:00`. */
export function formatTimestamp(epochSeconds: number, offsetMinutes: number, utc = false): string {
  const shifted = new Date((Math.round(epochSeconds) + offsetMinutes * 60) * 1000);
  const date = `${pad(shifted.getUTCFullYear(), 4)}-${pad(shifted.getUTCMonth() + 1)}-${pad(
    shifted.getUTCDate(),
  )}`;
  const time = `${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}:${pad(
    shifted.getUTCSeconds(),
  )}`;
  if (utc && offsetMinutes === 0) return `${date}T${time}Z`;
  const sign = offsetMinutes < 0 ? '-' : '+';
  const absolute = Math.abs(offsetMinutes);
  return `${date}T${time}${sign}${pad(Math.floor(absolute / 60))}:${pad(absolute % 60)}`;
}
