// Browser storage may refuse a read or a write (private mode, quota, a blocked origin); those callers
// treat that as "nothing kept" rather than an error.

/** The action's result, or the fallback when it throws. */
export function safely<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback;
  }
}
