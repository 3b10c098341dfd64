import type { Knex } from 'knex'

/**
 * Statistic series (spec 2 §3–§4): cross-entity facet types (CEFT) and their values (CEF), one
 * per entity, type and date. Each value's rank, total and percentile across the entities of the type's
 * comparison set for its date are kept by triggers, in the transaction of any write that changes them:
 * a value added, changed or removed (any path: saves, imports, SQL), the type's comparison set changed,
 * or a link into or out of that comparison set (its members are the entities linked with it, either way).
 * Without a comparison set a type ranks every entity that has a value for the date.
 */

const SORTABLE_TEXT = 'varchar(254) COLLATE "und-x-icu"'

const timestamps = (db: Knex, t: Knex.CreateTableBuilder) => {
  t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(db.fn.now())
  t.timestamp('updatedAt', { useTz: true }).notNullable().defaultTo(db.fn.now())
}

/**
 * Ranks the values of some types on some dates (all dates when `dates` is null): rank 1 for the highest
 * value, ties sharing a rank; total the values ranked; percent the percentile rank, 100 × (values below
 * + half the values equal, itself included) / total. Values of entities outside the comparison set
 * have none.
 */
const RANK_FUNCTION = `
  CREATE FUNCTION cef_rank(types uuid[], dates timestamptz[]) RETURNS void LANGUAGE sql AS $$
    WITH scope AS (
      SELECT c.id, c."crossEntityFacetTypeId" AS type, c.date, c.value,
             t."comparisonSetId" IS NULL OR EXISTS (
               SELECT 1 FROM links l
               WHERE (l."sourceId" = c."entityId" AND l."targetId" = t."comparisonSetId")
                  OR (l."sourceId" = t."comparisonSetId" AND l."targetId" = c."entityId")) AS member
      FROM cross_entity_facets c JOIN cross_entity_facet_types t ON t.id = c."crossEntityFacetTypeId"
      WHERE c."crossEntityFacetTypeId" = ANY(types) AND (dates IS NULL OR c.date = ANY(dates))),
    ranked AS (
      SELECT id,
             rank() OVER (PARTITION BY type, date ORDER BY value DESC)::int AS rank,
             count(*) OVER (PARTITION BY type, date)::int AS total,
             round((100.0 * (count(*) OVER (PARTITION BY type, date ORDER BY value)
               - 0.5 * count(*) OVER (PARTITION BY type, date, value))
               / count(*) OVER (PARTITION BY type, date))::numeric, 2)::float8 AS percent
      FROM scope WHERE member
      UNION ALL
      SELECT id, NULL, NULL, NULL FROM scope WHERE NOT member)
    UPDATE cross_entity_facets c SET rank = r.rank, total = r.total, percent = r.percent
    FROM ranked r
    WHERE c.id = r.id AND (c.rank, c.total, c.percent) IS DISTINCT FROM (r.rank, r.total, r.percent)
  $$`

/** A statement trigger function that ranks again the types and dates of the rows its tables hold. */
const valuesTrigger = (name: string, tables: string[]) => `
  CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    -- the ranking's own update of rank, total and percent changes nothing to rank
    IF pg_trigger_depth() > 1 THEN RETURN NULL; END IF;
    PERFORM cef_rank(
      ARRAY(${tables.map((table) => `SELECT "crossEntityFacetTypeId" FROM ${table}`).join(' UNION ')}),
      ARRAY(${tables.map((table) => `SELECT date FROM ${table}`).join(' UNION ')}));
    RETURN NULL;
  END $$`

/** The same for links: the types whose comparison set a changed link starts or ends at, all their dates. */
const linksTrigger = (name: string, tables: string[]) => `
  CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM cef_rank(ARRAY(
      SELECT id FROM cross_entity_facet_types WHERE "comparisonSetId" IN (
        ${tables.map((table) => `SELECT "sourceId" FROM ${table} UNION SELECT "targetId" FROM ${table}`).join(' UNION ')})),
      NULL);
    RETURN NULL;
  END $$`

export async function up(db: Knex) {
  await db.schema.createTable('cross_entity_facet_types', (t) => {
    t.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'))
    t.specificType('name', SORTABLE_TEXT).notNullable()
    t.string('currency', 254)
    t.string('units', 20)
    t.string('periodicity', 10).notNullable().defaultTo('YEAR')
    t.uuid('comparisonSetId').references('entities.id').onDelete('SET NULL')
    t.double('multiplier')
    t.string('futureDates', 10).notNullable().defaultTo('PROJECTION')
    t.string('footnote', 254)
    t.string('subtitle', 254)
    timestamps(db, t)
  })
  await db.raw(`ALTER TABLE cross_entity_facet_types ADD CONSTRAINT ceft_periodicity
    CHECK (periodicity IN ('YEAR', 'QUARTER', 'MONTH', 'DAY'))`)
  await db.raw(`ALTER TABLE cross_entity_facet_types ADD CONSTRAINT ceft_future_dates
    CHECK ("futureDates" IN ('PROJECTION', 'GOAL'))`)
  await db.raw('CREATE UNIQUE INDEX ceft_name ON cross_entity_facet_types (lower(name))')
  await db.raw('CREATE INDEX ceft_comparison_set ON cross_entity_facet_types ("comparisonSetId")')

  // statistic facets named a type before the table existed: no id they hold can be one
  await db('facets').whereNotNull('crossEntityFacetTypeId').update({ crossEntityFacetTypeId: null })
  await db.raw(`ALTER TABLE facets ADD CONSTRAINT facets_cross_entity_facet_type
    FOREIGN KEY ("crossEntityFacetTypeId") REFERENCES cross_entity_facet_types (id) ON DELETE SET NULL`)
  await db.raw('CREATE INDEX facets_cross_entity_facet_type ON facets ("crossEntityFacetTypeId")')

  await db.schema.createTable('cross_entity_facets', (t) => {
    t.increments('id')
    t.uuid('entityId').notNullable().references('entities.id').onDelete('CASCADE')
    t.uuid('facetId').notNullable().references('facets.id').onDelete('CASCADE')
    t.uuid('crossEntityFacetTypeId').notNullable().references('cross_entity_facet_types.id')
    t.timestamp('date', { useTz: true }).notNullable()
    t.double('value').notNullable()
    t.integer('rank')
    t.integer('total')
    t.double('percent')
    timestamps(db, t)
    t.unique(['facetId', 'date'])
    t.unique(['crossEntityFacetTypeId', 'entityId', 'date'])
  })
  await db.raw('CREATE INDEX cef_type_date ON cross_entity_facets ("crossEntityFacetTypeId", date)')
  await db.raw('CREATE INDEX cef_type_id ON cross_entity_facets ("crossEntityFacetTypeId", id)')
  await db.raw('CREATE INDEX cef_entity ON cross_entity_facets ("entityId")')

  await db.raw(RANK_FUNCTION)
  await db.raw(valuesTrigger('cef_values_changed', ['changed']))
  await db.raw(valuesTrigger('cef_values_updated', ['changed', 'before_change']))
  await db.raw(linksTrigger('cef_links_changed', ['changed']))
  await db.raw(linksTrigger('cef_links_updated', ['changed', 'before_change']))
  for (const [table, fn] of [
    ['cross_entity_facets', 'cef_values'],
    ['links', 'cef_links'],
  ]) {
    await db.raw(`CREATE TRIGGER ${fn}_insert AFTER INSERT ON ${table}
      REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION ${fn}_changed()`)
    await db.raw(`CREATE TRIGGER ${fn}_delete AFTER DELETE ON ${table}
      REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION ${fn}_changed()`)
    await db.raw(`CREATE TRIGGER ${fn}_update AFTER UPDATE ON ${table}
      REFERENCING OLD TABLE AS before_change NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION ${fn}_updated()`)
  }
  await db.raw(`
    CREATE FUNCTION cef_comparison_set_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM cef_rank(ARRAY[NEW.id], NULL);
      RETURN NULL;
    END $$`)
  await db.raw(`CREATE TRIGGER ceft_comparison_set AFTER UPDATE OF "comparisonSetId" ON cross_entity_facet_types
    FOR EACH ROW WHEN (OLD."comparisonSetId" IS DISTINCT FROM NEW."comparisonSetId")
    EXECUTE FUNCTION cef_comparison_set_changed()`)
}

export async function down(db: Knex) {
  await db.raw('DROP TRIGGER ceft_comparison_set ON cross_entity_facet_types')
  for (const event of ['insert', 'delete', 'update']) await db.raw(`DROP TRIGGER cef_links_${event} ON links`)
  await db.schema.dropTable('cross_entity_facets')
  for (const fn of [
    'cef_comparison_set_changed',
    'cef_links_updated',
    'cef_links_changed',
    'cef_values_updated',
    'cef_values_changed',
  ]) {
    await db.raw(`DROP FUNCTION ${fn}()`)
  }
  await db.raw('DROP FUNCTION cef_rank(uuid[], timestamptz[])')
  await db.raw('ALTER TABLE facets DROP CONSTRAINT facets_cross_entity_facet_type')
  await db.raw('DROP INDEX facets_cross_entity_facet_type')
  await db.schema.dropTable('cross_entity_facet_types')
}
