// The device's visitor id from FingerprintJS (MIT from v5; spec 2 §7 "A fingerprinting service provides
// a visitor id"; issue 13 Build 6): the fingerprint of e-mail sign-up (spec 1 §7 Sign up with e-mail)
// and the x-device-id header of the daily chest calls and of reserve (team notes: header x-device-id =
// the FingerprintJS visitorId). The library loads on the first ask (a sign-up's details step, a
// signed-in player's Wall, RESERVE NOW), never in a first load; its usage-monitoring request is off. A
// browser that blocks it sends no id and the server decides (fingerprint-missing where required).

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
