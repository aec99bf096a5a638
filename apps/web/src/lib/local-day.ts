/**
 * A calendar day (YYYY-MM-DD) to epoch ms at local midnight: the server filters by whole days in
 * the browser's time zone (X-Timezone), so any instant of the day would do, and midnight reads
 * back to the same day. Shared by the review's date inputs and the dashboard's figure links.
 */
export function localDayStart(value: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return undefined;
  const [, year, month, day] = match;
  return new Date(Number(year), Number(month) - 1, Number(day)).getTime();
}
