// spec 2 §6 Guest: "sees the wall with reduced posts (a guest criteria flag)". The switch
// `wallGuestCriteria` (site.yaml featureFlags) decides whether the guest filter of spec 2 §5 applies to
// guests; missing from the database it is off, as every switch is (service.ts flagDefaults).
import { eq } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { featureFlags } from '#db/schema/site.ts';

export const WALL_GUEST_CRITERIA_FLAG = 'wallGuestCriteria';

export async function wallGuestCriteriaOn(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ value: featureFlags.value })
    .from(featureFlags)
    .where(eq(featureFlags.key, WALL_GUEST_CRITERIA_FLAG));
  return row?.value === true;
}
