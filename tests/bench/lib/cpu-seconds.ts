import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU seconds used so far, for telling where a benchmark's time went when several processes
 * share the machine's cores: this process's, and PostgreSQL's (every process named `postgres`,
 * its server and backends; ended backends are not counted, so read it around work whose
 * connections stay open).
 */
export const ownCpuSeconds = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

let ticksPerSecond: number | undefined;

export function postgresCpuSeconds(): number {
  ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    // pid (comm) state ... : the name is between the first '(' and the last ')'.
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    if (name !== 'postgres') continue;
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of the line, 12 and 13 after the name.
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks / ticksPerSecond;
}
