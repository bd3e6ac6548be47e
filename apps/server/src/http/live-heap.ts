// The heap that is alive, for load shedding (issue 10 "Overload protection"): the JS heap in use right
// after the last full (mark-compact) garbage collection. The heap in use at any moment also counts the
// garbage made since, which V8 lets grow well past what is alive (and, under a --max-old-space-size
// limit, up to the limit before each full collection): shedding on it would refuse requests during
// normal work. What survives a full collection is what the process holds; it nearing the limit is real
// pressure.
import { constants, PerformanceObserver } from 'node:perf_hooks';
import { getHeapStatistics } from 'node:v8';

export type LiveHeap = { bytes: () => number; stop: () => void };

export function trackLiveHeap(): LiveHeap {
  // Until the first full collection: the heap in use now (at start-up, mostly the loaded code).
  let bytes = getHeapStatistics().used_heap_size;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const kind = (entry as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind;
      if (kind === constants.NODE_PERFORMANCE_GC_MAJOR) bytes = getHeapStatistics().used_heap_size;
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  return { bytes: () => bytes, stop: () => observer.disconnect() };
}
