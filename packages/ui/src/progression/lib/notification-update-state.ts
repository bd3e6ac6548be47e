// spec 1 §4 Toast priority and spec 1 §8 Notification update failure: no toast while a mark-read is
// pending or has failed.
import type { NotificationUpdateState } from '@levelup/domain/toast-priority';

/** The state of the latest mark-read call, from the statuses of the mark-read mutations. */
export function notificationUpdateState(statuses: ReadonlyArray<string>): NotificationUpdateState {
  const latest = statuses.at(-1);
  if (latest === 'pending') return 'pending';
  if (latest === 'error') return 'failed';
  return 'idle';
}
