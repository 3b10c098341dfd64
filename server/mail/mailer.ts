import { randomBytes } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Knex } from 'knex'
import nodemailer, { type Transporter } from 'nodemailer'
import type { AppConfig } from '../config'
import { log } from '../logger'

export interface OutgoingMail {
  to: string
  subject: string
  text: string
  html?: string
}

export interface SendOptions {
  /** The request's transaction, so the recorded copy commits with what caused it. */
  db?: Knex
  /** The live token in the mail's link: only the recipient gets it, never the mails table nor the log. */
  secret?: string
}

export interface Mailer {
  send(mail: OutgoingMail, options?: SendOptions): Promise<void>
}

/** What stands for a link's token in the recorded copy of a mail. */
export const HIDDEN_TOKEN = '[hidden]'

function withoutSecret(mail: OutgoingMail, secret?: string): OutgoingMail {
  if (!secret) return mail
  const hide = (text: string) => text.replaceAll(secret, HIDDEN_TOKEN)
  return { ...mail, text: hide(mail.text), ...(mail.html === undefined ? {} : { html: hide(mail.html) }) }
}

/** The whole mail as a text file of its own, readable only by the server's user; answers its path. */
async function writeToOutbox(dir: string, mail: OutgoingMail): Promise<string> {
  await mkdir(dir, { recursive: true, mode: 0o700 })
  const at = new Date().toISOString()
  // names sort by time; the recipient is there for the eye, with only characters every file system takes
  const name = `${at.replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}-${mail.to.replace(/[^\w@.-]/g, '_')}.txt`
  const file = path.join(dir, name)
  const body = mail.html === undefined ? mail.text : `${mail.text}\n\n${mail.html}`
  await writeFile(file, `To: ${mail.to}\nSubject: ${mail.subject}\nDate: ${at}\n\n${body}\n`, { mode: 0o600 })
  return file
}

/**
 * nodemailer over SMTP when SMTP_URL is set. Without it the message is rendered by nodemailer's JSON
 * transport and kept in the mails table with its link's token hidden, since admins read that table. In
 * development (`outboxDir`) the whole message also goes to a file that the log names, for whoever runs
 * the server; elsewhere its link reaches nobody, and the log says so.
 */
export function createMailer(config: AppConfig, db: Knex): Mailer {
  const transport: Transporter = config.smtpUrl
    ? nodemailer.createTransport(config.smtpUrl)
    : nodemailer.createTransport({ jsonTransport: true })
  return {
    async send(mail, { db: executor = db, secret } = {}) {
      await transport.sendMail({ from: config.mailFrom, ...mail })
      if (config.smtpUrl) return
      await executor('mails').insert(withoutSecret(mail, secret))
      const where = config.outboxDir
        ? `the whole message is in ${await writeToOutbox(config.outboxDir, mail)}`
        : 'set SMTP_URL to send mail'
      log.info(`mail to ${mail.to} not sent, as there is no SMTP_URL: "${mail.subject}"; ${where}`)
    },
  }
}
