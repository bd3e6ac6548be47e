// spec 1 §7 Sign up with e-mail sends a fingerprint visitor id. No fingerprinting service is used: this
// is a random id kept on this device, which the server receives where the spec sends that visitor id.

/** localStorage key of the device's random visitor id. */
export const DEVICE_VISITOR_ID_KEY = 'device-visitor-id';

/** This device's visitor id, created on first use; a fresh one each time when storage is unavailable. */
export function deviceVisitorId(storage: Storage | undefined = globalThis.localStorage): string {
  try {
    const stored = storage?.getItem(DEVICE_VISITOR_ID_KEY);
    if (stored) return stored;
    const created = crypto.randomUUID();
    storage?.setItem(DEVICE_VISITOR_ID_KEY, created);
    return created;
  } catch {
    return crypto.randomUUID();
  }
}
