/** The UTC calendar date of an instant as YYYY-MM-DD (spec 1 §7 Daily missions input). */
export function utcDate(at: number): string {
  return new Date(at).toISOString().slice(0, 10);
}
