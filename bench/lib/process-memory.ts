// Resident memory of a started server: every process of its process group (the benchmarks start
// servers detached, so the group is the server and any wrapper such as pnpm or tsx), from /proc.
import { readdirSync, readFileSync } from 'node:fs';

export type GroupMemory = {
  /** RSS of the group's largest process: the server itself. */
  serverBytes: number;
  /** RSS of the other processes of the group (pnpm, sh, a tsx wrapper). */
  wrapperBytes: number;
};

function rssBytes(pid: string): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
  return kib ? Number(kib) * 1024 : 0;
}

/** The RSS of the processes whose process group is `groupId`. */
export function groupMemory(groupId: number): GroupMemory {
  const sizes: number[] = [];
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      // /proc/<pid>/stat: "pid (comm) state ppid pgrp ..."; comm may hold spaces, so split after ')'.
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) === groupId) sizes.push(rssBytes(pid));
    } catch {
      // the process ended while we read it
    }
  }
  const serverBytes = Math.max(0, ...sizes);
  const total = sizes.reduce((sum, size) => sum + size, 0);
  return { serverBytes, wrapperBytes: total - serverBytes };
}

/** Samples a group's memory every `everyMs` until stopped; answers the peaks. */
export function sampleGroupMemory(groupId: number, everyMs = 250) {
  const peak: GroupMemory = { serverBytes: 0, wrapperBytes: 0 };
  const sample = () => {
    const now = groupMemory(groupId);
    peak.serverBytes = Math.max(peak.serverBytes, now.serverBytes);
    peak.wrapperBytes = Math.max(peak.wrapperBytes, now.wrapperBytes);
  };
  sample();
  const timer = setInterval(sample, everyMs);
  return {
    stop: (): GroupMemory => {
      clearInterval(timer);
      sample();
      return peak;
    },
  };
}
