// CPU time spent by the workerd processes of one bench server (the worker's and wrangler's proxy: the server's
// process group), from /proc: what a run cost the runtime, which another busy process sways less than wall time.
// Null where there is no /proc.
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';

const TICK_MS = 10; // USER_HZ is 100 on Linux

export function workerdCpuMs(group: number | null): number | null {
  if (group === null) return null;
  let pids: string[];
  try {
    pids = execFileSync('pgrep', ['-x', 'workerd'], { encoding: 'utf8' }).trim().split('\n').filter(Boolean);
  } catch {
    return null;
  }
  let total = 0;
  for (const pid of pids) {
    try {
      // The process group is the 5th field after the command.
      if (Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[2]) !== group) continue;
      for (const task of readdirSync(`/proc/${pid}/task`)) {
        // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
        const fields = readFileSync(`/proc/${pid}/task/${task}/stat`, 'utf8').split(') ')[1].split(' ');
        total += (Number(fields[11]) + Number(fields[12])) * TICK_MS;
      }
    } catch {
      // The process ended between listing and reading.
    }
  }
  return total;
}
