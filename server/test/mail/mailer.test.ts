import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { configFromEnv } from '../../config'
import { log } from '../../logger'
import { createMailer, HIDDEN_TOKEN } from '../../mail/mailer'
import { startTestServer, type TestServer } from '../harness'
import type { MailRow } from '../helpers'

let server: TestServer
let dir: string

beforeAll(async () => {
  server = await startTestServer()
  dir = mkdtempSync(path.join(tmpdir(), 'console-mailer-'))
})
afterAll(async () => {
  await server.close()
  rmSync(dir, { recursive: true, force: true })
})

const TOKEN = 'ab'.repeat(32)
const mail = (to: string) => ({
  to,
  subject: 'Reset your password',
  text: `Set a new password here:\nhttp://console.test/password-reset?resetToken=${TOKEN}\n`,
})
const recorded = (to: string) => server.db<MailRow>('mails').where({ to }).first()

/** Sends one mail without SMTP; answers the log lines it wrote. */
async function sendLogged(outboxDir: string | undefined, to: string): Promise<string[]> {
  const info = vi.spyOn(log, 'info').mockImplementation(() => undefined)
  try {
    await createMailer({ ...server.app.get('config'), outboxDir }, server.db).send(mail(to), { secret: TOKEN })
    return info.mock.calls.map(([line]) => line)
  } finally {
    info.mockRestore()
  }
}

describe('mail without SMTP', () => {
  it('in development, goes whole to a file of the outbox that the log names, the log and the table without its token', async () => {
    const outboxDir = path.join(dir, 'outbox')
    const lines = await sendLogged(outboxDir, 'dev-reader@example.com')
    const [name] = readdirSync(outboxDir)
    const file = path.join(outboxDir, name)
    expect(readFileSync(file, 'utf8')).toContain(`To: dev-reader@example.com\n`)
    expect(readFileSync(file, 'utf8')).toContain(mail('x').text)
    // for whoever runs the server, not for the other users of the machine
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(lines).toHaveLength(1)
    expect(lines[0]).toContain(file)
    expect(lines[0]).not.toContain(TOKEN)
    expect((await recorded('dev-reader@example.com'))!.text).toBe(
      `Set a new password here:\nhttp://console.test/password-reset?resetToken=${HIDDEN_TOKEN}\n`,
    )
  })

  it('elsewhere, keeps the link nowhere: no file, and a log line saying to set SMTP_URL', async () => {
    const before = readdirSync(dir)
    const lines = await sendLogged(undefined, 'prod-reader@example.com')
    expect(readdirSync(dir)).toEqual(before)
    expect(lines).toHaveLength(1)
    expect(lines[0]).toContain('SMTP_URL')
    expect(lines[0]).not.toContain(TOKEN)
    expect((await recorded('prod-reader@example.com'))!.text).not.toContain(TOKEN)
  })

  it('has an outbox, under DATA_DIR, only outside production and without SMTP_URL', () => {
    const env = { DATA_DIR: dir, JWT_SECRET: 'a secret long enough to pass in production' }
    expect(configFromEnv(env).outboxDir).toBe(path.join(dir, 'outbox'))
    expect(configFromEnv({ ...env, NODE_ENV: 'production' }).outboxDir).toBeUndefined()
    expect(configFromEnv({ ...env, SMTP_URL: 'smtp://mail.example.com:587' }).outboxDir).toBeUndefined()
  })
})
