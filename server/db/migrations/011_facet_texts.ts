import type { Knex } from 'knex'

/**
 * The facet grid's Label and Description filters at scale: each facet's derived label and
 * description (spec 2 §3: the `value` of its first Label field and of its first Detail field, in the
 * order of the field types and then of the field sets, as `derivedValues` reads them), kept in a narrow
 * table of their own with a trigram index each. Searching the fields themselves rechecked every field
 * value holding the words of both kinds (60,000 rows of 1.7 million) and took 600 ms; the table answers
 * in tens. Statement triggers keep it in the transaction that changes the fields, so a save is searchable
 * at once; a facet with neither text has no row.
 */

/** The derived text of one kind of the facet `t.id`: the first field's string value, else null. */
const derived = (kind: string) => `(
  SELECT CASE WHEN jsonb_typeof(ff.value) = 'string' THEN ff.value #>> '{}' END
  FROM facet_fields ff JOIN facet_field_types fft ON fft.id = ff."facetFieldTypeId"
  WHERE ff."facetId" = t.id AND fft.kind = '${kind}' AND ff.name = 'value'
  ORDER BY fft."order", ff."order" LIMIT 1)`

/** Sets the texts of the facets whose ids `ids` selects (as `id`), and removes the rows left empty. */
const refresh = (ids: string) => `
  WITH texts AS (
    SELECT t.id, ${derived('Label')} AS label, ${derived('Detail')} AS description
    FROM (${ids}) t JOIN facets f ON f.id = t.id),
  emptied AS (
    DELETE FROM facet_texts x USING texts
    WHERE x."facetId" = texts.id AND texts.label IS NULL AND texts.description IS NULL)
  INSERT INTO facet_texts ("facetId", label, description)
  SELECT id, label, description FROM texts WHERE label IS NOT NULL OR description IS NOT NULL
  ON CONFLICT ("facetId") DO UPDATE SET label = excluded.label, description = excluded.description
  WHERE (facet_texts.label, facet_texts.description) IS DISTINCT FROM (excluded.label, excluded.description)`

export async function up(db: Knex) {
  await db.raw(`CREATE TABLE facet_texts (
    "facetId" uuid PRIMARY KEY REFERENCES facets (id) ON DELETE CASCADE,
    label text,
    description text)`)
  await db.raw(refresh('SELECT DISTINCT "facetId" AS id FROM facet_fields'))
  await db.raw('CREATE INDEX facet_texts_label_trgm ON facet_texts USING gin (label gin_trgm_ops)')
  await db.raw('CREATE INDEX facet_texts_description_trgm ON facet_texts USING gin (description gin_trgm_ops)')
  await db.raw('DROP INDEX facet_fields_value_trgm')
  // the planner's statistics now rather than at autovacuum's next visit: the backfill wrote every row
  await db.raw('ANALYZE facet_texts')

  // one function for the three events: each names its transition table `changed`
  await db.raw(`
    CREATE FUNCTION facet_texts_of_fields() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      ${refresh('SELECT DISTINCT "facetId" AS id FROM changed')};
      RETURN NULL;
    END $$`)
  for (const [event, table] of [
    ['INSERT', 'NEW'],
    ['UPDATE', 'NEW'],
    ['DELETE', 'OLD'],
  ] as const) {
    await db.raw(`CREATE TRIGGER facet_texts_${event.toLowerCase()} AFTER ${event} ON facet_fields
      REFERENCING ${table} TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION facet_texts_of_fields()`)
  }
  // a field type that changes its kind or its place changes which field comes first
  await db.raw(`
    CREATE FUNCTION facet_texts_of_field_types() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      ${refresh(`SELECT DISTINCT ff."facetId" AS id FROM facet_fields ff
        JOIN after_change a ON a.id = ff."facetFieldTypeId"
        JOIN before_change b ON b.id = a.id
        WHERE (a.kind, a."order") IS DISTINCT FROM (b.kind, b."order")`)};
      RETURN NULL;
    END $$`)
  await db.raw(`CREATE TRIGGER facet_texts_field_type_update AFTER UPDATE ON facet_field_types
    REFERENCING OLD TABLE AS before_change NEW TABLE AS after_change
    FOR EACH STATEMENT EXECUTE FUNCTION facet_texts_of_field_types()`)
}

export async function down(db: Knex) {
  await db.raw('DROP TRIGGER facet_texts_field_type_update ON facet_field_types')
  for (const event of ['insert', 'update', 'delete']) await db.raw(`DROP TRIGGER facet_texts_${event} ON facet_fields`)
  await db.raw('DROP FUNCTION facet_texts_of_field_types()')
  await db.raw('DROP FUNCTION facet_texts_of_fields()')
  await db.raw('DROP TABLE facet_texts')
  await db.raw(
    `CREATE INDEX facet_fields_value_trgm ON facet_fields USING gin ((value #>> '{}') gin_trgm_ops) WHERE name = 'value'`,
  )
}
