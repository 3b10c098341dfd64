import { FeathersError } from '@feathersjs/errors'
import type { KnexAdapterTransaction } from '@feathersjs/knex'
import type { Knex } from 'knex'
import type { Params } from '@feathersjs/feathers'
import { messages } from '../../common/messages'
import type { Application, HookContext, NextFunction } from '../declarations'
import { log } from '../logger'

/** The knex to use for a call: its transaction when there is one (PGlite has a single connection), else `db`. */
export const inCallOf = (params: Params | undefined, db: Knex): Knex => params?.transaction?.trx ?? db

export const dbFor = (app: Application, params?: Params): Knex => inCallOf(params, app.get('knex'))

export const dbOf = (context: HookContext) => dbFor(context.app, context.params)

/** Settles when the outermost transaction `db` belongs to commits; rejects when it rolls back. */
export function committed(db: Knex): Promise<unknown> {
  let transaction = db.isTransaction ? (db as Knex.Transaction) : undefined
  while (transaction?.parentTransaction) transaction = transaction.parentTransaction
  return transaction?.executionPromise ?? Promise.resolve()
}

/** 499, as proxies name a request whose client closed the connection: no one reads this answer. */
class ClientLeft extends FeathersError {
  constructor() {
    super(messages.clientLeft, 'ClientLeft', 499, 'client-left', {})
  }
}

/**
 * Throws, so that the transaction rolls back, when the client of the call hung up (a cut connection, a
 * server stopping past its grace): a commit it cannot learn of would make it redo, or give up, work that
 * was in fact saved. Called last before COMMIT; a client leaving during the COMMIT itself still misses it.
 */
export function refuseCommitWithoutClient(params: Params | undefined, what: string) {
  if (!params?.clientLeft?.()) return
  log.info(`${what}: rolled back, its client left before the answer`)
  throw new ClientLeft()
}

/** An around hook running the call and every hook inside it in one transaction of `config`. */
const inOneTransaction =
  (config?: Knex.TransactionConfig) =>
  async (context: HookContext, next: NextFunction): Promise<void> => {
    if (context.params.transaction) return next()
    await context.app.get('knex').transaction(async (trx) => {
      context.params = { ...context.params, transaction: { trx } as KnexAdapterTransaction }
      await next()
      if (!config?.readOnly) refuseCommitWithoutClient(context.params, `${context.path}.${context.method}`)
    }, config)
    const { transaction: _done, ...params } = context.params
    context.params = params
  }

/** One request, one transaction: the call and every hook inside it commit together or not at all. */
export const inTransaction = inOneTransaction()

/**
 * A read of many statements (an entity with its facets, fields and links) seen at one instant and on one
 * connection: under load each statement would otherwise wait its own turn for a connection, and a save
 * committed between two of them would show half.
 */
export const inSnapshot = inOneTransaction({ isolationLevel: 'repeatable read', readOnly: true })
