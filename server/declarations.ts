import type { HookContext as FeathersHookContext, NextFunction } from '@feathersjs/feathers'
import type { Application as FeathersApplication } from '@feathersjs/koa'
import type { KnexAdapterTransaction } from '@feathersjs/knex'
import type { Knex } from 'knex'
import type { Background } from './background'
import type { AppConfig } from './config'
import type { ExportDatabase } from './export/exportDatabase'
import type { ExportSlots } from './export/exportSlots'
import type { Mailer } from './mail/mailer'
import type { Realtime } from './realtime/realtime'
import type { SignedInUsers } from './services/users/users.signed-in'
import type { User } from './services/users/users.schema'

export type { NextFunction }

export interface Configuration {
  config: AppConfig
  knex: Knex
  exportDb: ExportDatabase
  exportSlots: ExportSlots
  mailer: Mailer
  background: Background
  authentication: Record<string, unknown>
  signedInUsers: SignedInUsers
  realtime: Realtime
  paginate: { default: number; max: number }
  /** Set once the server has been told to stop: health then answers 503. */
  stopping?: boolean
}

// Each service module adds itself here.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ServiceTypes {}

export type Application = FeathersApplication<ServiceTypes, Configuration>

export type HookContext<S = unknown> = FeathersHookContext<Application, S>

declare module '@feathersjs/feathers' {
  interface Params {
    user?: User
    /** Address of the client, for sign-in rate limiting. */
    ip?: string
    /** Set for calls over HTTP: whether the client hung up before its answer was sent. */
    clientLeft?: () => boolean
    /** Set by inTransaction: every query of the call runs in it. */
    transaction?: KnexAdapterTransaction
    /** Set by takeExportFlag: `?export=true` asks a grid for all its rows as a CSV file. */
    exportCsv?: boolean
    /** Set by POST /downloads: the export's checks only (hooks/exportCheck), before a link to it is given. */
    exportCheck?: boolean
    /** Options of the JWT check that override the access tokens' (a download link's audience). */
    jwt?: { audience: string }
  }
}
