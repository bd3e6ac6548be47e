// Unused redeemable codes per pool (issue 12 Build 9: a pool running low is a metric), read at each
// scrape; the warning log is modules/rewards/code-pool-watch.ts.
import { Gauge } from 'prom-client';
import type { Metrics } from './metrics.ts';

export function registerCodePoolMetrics(
  metrics: Pick<Metrics, 'registry'>,
  unusedCodes: () => Promise<{ groupKey: string; unused: number }[]>,
): void {
  new Gauge({
    name: 'levelup_redeemable_codes_unused',
    help: 'Unused redeemable codes per pool (the REDEEMABLE_CODE item key); 0 for a pool never imported.',
    labelNames: ['group'] as const,
    registers: [metrics.registry],
    async collect() {
      const pools = await unusedCodes();
      this.reset();
      for (const { groupKey, unused } of pools) this.set({ group: groupKey }, unused);
    },
  });
}
