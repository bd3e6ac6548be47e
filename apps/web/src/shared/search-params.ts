// validateSearch for routes whose search parameters are optional strings. A route's validateSearch
// stays in the first load of every page (TanStack Router keeps route options in the route tree), so
// a schema library there costs every page its validator (zod: 7.3 KiB gzip, issue 10 shared part 10).
/** Keeps the named parameters that are strings; anything else reads as absent. */
export function optionalStrings<K extends string>(...names: K[]) {
  return (search: Record<string, unknown>): Partial<Record<K, string>> => {
    const picked: Partial<Record<K, string>> = {};
    for (const name of names) {
      const value = search[name];
      if (typeof value === 'string') picked[name] = value;
    }
    return picked;
  };
}
