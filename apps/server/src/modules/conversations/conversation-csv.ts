import type { ExportRow } from '../../operator/conversations/review-list';

/** One export holds at most this many conversations; narrow the dates for more. */
export const EXPORT_LIMIT = 10_000;

const COLUMNS = [
  'id',
  'created_at',
  'updated_at',
  'messages',
  'status',
  'resolution',
  'rating',
  'handed_off_at',
] as const;

/** RFC 4180: a field with a comma, quote or line break is quoted, its quotes doubled. */
function field(value: string | number | Date | null): string {
  if (value === null) return '';
  const text = value instanceof Date ? value.toISOString() : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The conversations as CSV, header first, CRLF line ends (what spreadsheets expect). */
export function toCsv(rows: ExportRow[]): string {
  const lines = rows.map((row) =>
    [
      row.id,
      row.createdAt,
      row.updatedAt,
      row.messagesCount,
      row.status,
      row.resolution,
      row.rating,
      row.handedOffAt,
    ]
      .map(field)
      .join(','),
  );
  return `${[COLUMNS.join(','), ...lines].join('\r\n')}\r\n`;
}
