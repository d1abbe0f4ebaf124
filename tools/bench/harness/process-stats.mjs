// What a running process has used, read from Linux's /proc: CPU time and resident memory.
import { readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ: what /proc counts CPU time in on Linux

/** Microseconds of CPU (user + system) the process has used so far. */
export function cpuMicros(pid) {
  // Fields after the command name, which sits in parentheses and may hold spaces.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1e6) / TICKS_PER_SECOND;
}

/** Resident memory of the process, in MB. */
export function rssMb(pid) {
  const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Math.round(Number(kb) / 1024);
}
