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

export interface Mailer {
  /** `db` is the request's transaction, so the recorded mail commits with what caused it. */
  send(mail: OutgoingMail, db?: Knex): Promise<void>
}

/**
 * nodemailer over SMTP when SMTP_URL is set. Without it the message is rendered by nodemailer's JSON
 * transport, written to the log and kept in the mails table, so links still work on one machine.
 */
export function createMailer(config: AppConfig, db: Knex): Mailer {
  const transport: Transporter = config.smtpUrl
    ? nodemailer.createTransport(config.smtpUrl)
    : nodemailer.createTransport({ jsonTransport: true })
  return {
    async send(mail, executor = db) {
      await transport.sendMail({ from: config.mailFrom, ...mail })
      if (config.smtpUrl) return
      await executor('mails').insert(mail)
      log.info(`mail to ${mail.to}: ${mail.subject}\n${mail.text}`)
    },
  }
}
