import { readdirSync, readFileSync } from 'node:fs'
import os from 'node:os'

/** CPU seconds so far of the processes this host runs, by pid, with their command line (Linux's /proc). */
function cpuSeconds(): Map<number, { command: string; seconds: number }> {
  const ticks = 100 // USER_HZ on Linux
  const found = new Map<number, { command: string; seconds: number }>()
  let pids: string[] = []
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name))
  } catch {
    return found
  }
  for (const pid of pids) {
    try {
      // utime and stime are fields 14 and 15; the command (field 2) may hold spaces, so count after its ')'
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ')
      found.set(Number(pid), { command, seconds: (Number(fields[11]) + Number(fields[12])) / ticks })
    } catch {
      // the process ended meanwhile
    }
  }
  return found
}

/** Cores used on average, by part: the API's process, PostgreSQL's (on this host), the load client, the rest. */
export interface CpuShares {
  cores: number
  api: number
  postgres: number
  loadClient: number
  other: number
}

/** Starts measuring; the function it answers stops and answers each part's cores over the time between. */
export function measureCpu(apiPid: number): () => CpuShares {
  const before = cpuSeconds()
  const started = performance.now()
  return () => {
    const after = cpuSeconds()
    const elapsed = (performance.now() - started) / 1000
    const shares = { cores: os.availableParallelism(), api: 0, postgres: 0, loadClient: 0, other: 0 }
    for (const [pid, { command, seconds }] of after) {
      // a process started meanwhile (a pooled connection's backend) used all its time within
      const used = (seconds - (before.get(pid)?.seconds ?? 0)) / elapsed
      if (pid === apiPid) shares.api += used
      else if (pid === process.pid) shares.loadClient += used
      else if (command.startsWith('postgres')) shares.postgres += used
      else shares.other += used
    }
    return shares
  }
}
