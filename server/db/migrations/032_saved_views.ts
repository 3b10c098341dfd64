import type { Knex } from 'knex'

/** Each user's named views of the grids: a grid's filters, sort, page size and column order. */
export async function up(db: Knex) {
  await db.schema.createTable('saved_views', (t) => {
    t.increments('id')
    t.uuid('userId').notNullable().references('users.id').onDelete('CASCADE')
    t.text('grid').notNullable()
    t.text('name').notNullable()
    t.jsonb('state').notNullable()
    t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(db.fn.now())
    t.timestamp('updatedAt', { useTz: true }).notNullable().defaultTo(db.fn.now())
  })
  // one name per grid and user, in any case; the user's views of a grid read in name order from it
  await db.raw('CREATE UNIQUE INDEX saved_views_user_grid_name ON saved_views ("userId", grid, lower(name))')
}

export async function down(db: Knex) {
  await db.schema.dropTable('saved_views')
}
