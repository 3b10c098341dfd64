import type { Knex } from 'knex'

export async function up(db: Knex) {
  await db.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm')

  await db.schema.createTable('users', (t) => {
    t.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'))
    t.string('email', 254).notNullable()
    t.string('name', 254).notNullable()
    t.string('role', 16).notNullable()
    t.string('profile', 16).notNullable().defaultTo('default')
    t.jsonb('topics').notNullable().defaultTo('[]')
    t.jsonb('newsletter').notNullable().defaultTo('[]')
    t.boolean('isVerified').notNullable().defaultTo(false)
    t.boolean('isBlocked').notNullable().defaultTo(false)
    t.date('trialEndDate')
    t.uuid('inviterId').references('users.id').onDelete('SET NULL')
    t.string('password')
    // only hashes of tokens are kept, so a leaked table does not open accounts
    t.string('verifyToken', 64)
    t.timestamp('verifyExpires', { useTz: true })
    t.string('resetToken', 64)
    t.timestamp('resetExpires', { useTz: true })
    t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(db.fn.now())
    t.timestamp('updatedAt', { useTz: true }).notNullable().defaultTo(db.fn.now())
  })
  await db.raw('CREATE UNIQUE INDEX users_email_unique ON users (lower(email))')
  await db.raw('CREATE INDEX users_name_trgm ON users USING gin (name gin_trgm_ops)')
  await db.raw('CREATE INDEX users_email_trgm ON users USING gin (email gin_trgm_ops)')
  await db.raw('CREATE INDEX users_created_at ON users ("createdAt")')
  await db.raw('CREATE INDEX users_inviter ON users ("inviterId")')
  await db.raw('CREATE UNIQUE INDEX users_verify_token ON users ("verifyToken") WHERE "verifyToken" IS NOT NULL')
  await db.raw('CREATE UNIQUE INDEX users_reset_token ON users ("resetToken") WHERE "resetToken" IS NOT NULL')

  await db.schema.createTable('sign_in_failures', (t) => {
    t.bigIncrements('id')
    t.string('key', 300).notNullable()
    t.timestamp('at', { useTz: true }).notNullable().defaultTo(db.fn.now())
    t.index(['key', 'at'])
  })

  await db.schema.createTable('mails', (t) => {
    t.bigIncrements('id')
    t.string('to', 254).notNullable()
    t.string('subject', 300).notNullable()
    t.text('text').notNullable()
    t.text('html')
    t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(db.fn.now())
    t.index(['to', 'createdAt'])
  })

  await db.schema.createTable('countries', (t) => {
    t.increments('id')
    t.string('name', 254).notNullable()
    t.string('iso_code', 3)
    t.string('flag', 1024)
    t.uuid('main_entity_id')
    t.string('main_entity_name', 254)
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now())
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now())
  })
  await db.raw('CREATE UNIQUE INDEX countries_name_unique ON countries (lower(name))')
  await db.raw('CREATE INDEX countries_name_trgm ON countries USING gin (name gin_trgm_ops)')
}

export async function down(db: Knex) {
  for (const table of ['countries', 'mails', 'sign_in_failures', 'users']) await db.schema.dropTableIfExists(table)
}
