// spec 2 §4 Legendary chest purchase: "If the user had no playpoints and now has some, the
// first-playpoints tutorial modals open."

export function isFirstPlaypoints(
  before: number | null | undefined,
  after: number | null | undefined,
): boolean {
  return (before ?? 0) === 0 && (after ?? 0) > 0;
}
