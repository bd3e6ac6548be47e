// The device signal of the daily chest calls (team notes: header x-device-id = the FingerprintJS
// visitorId; spec 2 §7 "A fingerprinting service provides a visitor id"). FingerprintJS (MIT from v5)
// loads only when a signed-in player's Wall first asks, never in a first load; its usage-monitoring
// request is off. A browser that blocks it sends no header and the server decides (fingerprint-missing).

/** The header the server reads. */
export const DEVICE_ID_HEADER = 'x-device-id';

let visitorId: Promise<string | null> | null = null;

async function loadVisitorId(): Promise<string | null> {
  try {
    const FingerprintJS = await import('@fingerprintjs/fingerprintjs');
    const agent = await FingerprintJS.load({ monitoring: false });
    return (await agent.get()).visitorId;
  } catch {
    visitorId = null;
    return null;
  }
}

/** This browser's visitor id, computed once per app load. */
export function deviceVisitorId(): Promise<string | null> {
  visitorId ??= loadVisitorId();
  return visitorId;
}

/** The device header, or none when the visitor id is unavailable. */
export async function deviceHeaders(
  readVisitorId: () => Promise<string | null> = deviceVisitorId,
): Promise<Record<string, string>> {
  const id = await readVisitorId();
  return id ? { [DEVICE_ID_HEADER]: id } : {};
}
