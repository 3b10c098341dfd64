import type { Knex } from 'knex'

/**
 * The facet grid's total when it filters on the entity alone (type, sub-type, entity name, topic): the
 * facets of a fifth of the entities are hundreds of thousands of rows to count, so each entity's facet
 * count is kept by statement triggers, exact in the transaction that adds or removes facets, and the
 * total sums the counts of the entities the filters keep. A table of its own rather than a column of
 * entities, which would show in every entity the API answers.
 */
export async function up(db: Knex) {
  await db.raw(`CREATE TABLE entity_facet_counts (
    "entityId" uuid PRIMARY KEY REFERENCES entities (id) ON DELETE CASCADE,
    n integer NOT NULL)`)
  await db.raw(`INSERT INTO entity_facet_counts SELECT "entityId", count(*) FROM facets GROUP BY "entityId"`)
  const change = (name: string, rows: string, sign: string) =>
    db.raw(`
      CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        -- an entity removed with its facets is gone already: the join leaves it out
        INSERT INTO entity_facet_counts ("entityId", n)
        SELECT r."entityId", ${sign}count(*) FROM ${rows} r JOIN entities e ON e.id = r."entityId" GROUP BY r."entityId"
        ON CONFLICT ("entityId") DO UPDATE SET n = entity_facet_counts.n + excluded.n;
        RETURN NULL;
      END $$`)
  await change('entity_facets_added', 'added', '')
  await change('entity_facets_removed', 'removed', '-')
  await db.raw(`
    CREATE FUNCTION entity_facets_emptied() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      DELETE FROM entity_facet_counts;
      RETURN NULL;
    END $$`)
  await db.raw(`CREATE TRIGGER entity_facet_count_insert AFTER INSERT ON facets REFERENCING NEW TABLE AS added
    FOR EACH STATEMENT EXECUTE FUNCTION entity_facets_added()`)
  await db.raw(`CREATE TRIGGER entity_facet_count_delete AFTER DELETE ON facets REFERENCING OLD TABLE AS removed
    FOR EACH STATEMENT EXECUTE FUNCTION entity_facets_removed()`)
  await db.raw(`CREATE TRIGGER entity_facet_count_truncate AFTER TRUNCATE ON facets
    FOR EACH STATEMENT EXECUTE FUNCTION entity_facets_emptied()`)
}

export async function down(db: Knex) {
  for (const trigger of ['entity_facet_count_insert', 'entity_facet_count_delete', 'entity_facet_count_truncate'])
    await db.raw(`DROP TRIGGER ${trigger} ON facets`)
  for (const fn of ['entity_facets_added', 'entity_facets_removed', 'entity_facets_emptied'])
    await db.raw(`DROP FUNCTION ${fn}()`)
  await db.raw('DROP TABLE entity_facet_counts')
}
