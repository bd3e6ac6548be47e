const dateTime = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'medium',
  timeZone: 'UTC',
});
const integer = new Intl.NumberFormat('en-US');

/** A time in UTC, the same for every staff member reading the audit log. */
export const formatWhen = (iso: string) => `${dateTime.format(new Date(iso))} UTC`;

export const formatNumber = (value: number) => integer.format(value);

/** A signed amount, e.g. +500 or −20. */
export const formatDelta = (value: number) =>
  value > 0 ? `+${integer.format(value)}` : integer.format(value);

/** A JSON value in one line (the audit log's before and after). */
export const formatJson = (value: unknown) =>
  value === null || value === undefined ? '—' : JSON.stringify(value);
