import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { freePort } from '../server/test/freePort'

/** tsx compiles the server as it starts: on a busy machine that takes over a minute */
const START_TIMEOUT_MS = 180_000

export interface ServerProcess {
  /** http://host:port */
  origin: string
  child: ChildProcess
  /** SIGTERM, then the process's exit */
  stop: () => Promise<void>
}

export interface ServerProcessOptions {
  databaseUrl: string
  /** the port to listen on (a free one when not given) */
  port?: number
  /** node's own options, after tsx's loader (a probe in TypeScript needs it): --import of a probe, --expose-gc */
  nodeArgs?: string[]
  env?: Record<string, string>
  /** an IPC channel to the process, for a probe that answers messages */
  ipc?: boolean
}

/** `npm start`'s server (server/index.ts) in a process of its own, answering once its health answers. */
export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const port = options.port ?? (await freePort())
  const root = path.join(import.meta.dirname, '..')
  const child = spawn(process.execPath, ['--import', 'tsx', ...(options.nodeArgs ?? []), 'server/index.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: options.databaseUrl,
      INGEST_INTERVAL_MINUTES: '0',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'inherit', 'inherit', ...(options.ipc ? (['ipc'] as const) : [])],
  })
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    await exited
  }
  const origin = `http://127.0.0.1:${port}`
  const deadline = Date.now() + START_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API stopped with ${child.exitCode}`)
    const up = await fetch(`${origin}/api/health`).then(
      (response) => response.ok,
      () => false,
    )
    if (up) return { origin, child, stop }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  await stop()
  throw new Error(`the API did not start within ${START_TIMEOUT_MS / 1000} s`)
}
