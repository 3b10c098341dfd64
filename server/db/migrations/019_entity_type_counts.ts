import type { Knex } from 'knex'
import { FACET_COUNT_SHARDS } from './009_grid_speed'

/**
 * The entity grids' totals by type, sub-type and Hidden alone (the All and untyped grids, each type's
 * grid, Visible/Hidden), exact without counting 200,000 entities for each page (17 of the
 * All grid's 21 ms, and the load's costliest call): statement triggers keep the count of each type,
 * sub-type and hidden, sharded by connection as the facet counts are (migration 009).
 */
export async function up(db: Knex) {
  await db.raw(`CREATE TABLE entity_type_counts (
    type varchar(255) NOT NULL,
    "subType" varchar(255),
    hidden boolean NOT NULL,
    shard integer NOT NULL,
    n bigint NOT NULL)`)
  await db.raw(`CREATE UNIQUE INDEX entity_type_counts_key
    ON entity_type_counts (type, (coalesce("subType", '')), hidden, shard)`)
  await db.raw(`INSERT INTO entity_type_counts SELECT type, "subType", hidden, 0, count(*) FROM entities
    GROUP BY type, "subType", hidden`)
  const upsert = (rows: string) => `
    INSERT INTO entity_type_counts (type, "subType", hidden, shard, n)
    SELECT type, "subType", hidden, pg_backend_pid() % ${FACET_COUNT_SHARDS}, sum(n) FROM (${rows}) AS changed
    GROUP BY type, "subType", hidden
    ON CONFLICT (type, (coalesce("subType", '')), hidden, shard) DO UPDATE SET n = entity_type_counts.n + excluded.n;`
  const counted = (table: string, sign: string) => `SELECT type, "subType", hidden, ${sign}1 AS n FROM ${table}`
  await db.raw(`
    CREATE FUNCTION entity_count_added() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      ${upsert(counted('added', ''))}
      RETURN NULL;
    END $$`)
  await db.raw(`
    CREATE FUNCTION entity_count_removed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      ${upsert(counted('removed', '-'))}
      RETURN NULL;
    END $$`)
  // a save updates its entity every time: only rows whose type, sub-type or hidden changed move a count
  await db.raw(`
    CREATE FUNCTION entity_count_updated() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      ${upsert(`
        SELECT a.type, a."subType", a.hidden, 1 AS n FROM after_change a JOIN before_change b USING (id)
        WHERE (a.type, a."subType", a.hidden) IS DISTINCT FROM (b.type, b."subType", b.hidden)
        UNION ALL
        SELECT b.type, b."subType", b.hidden, -1 FROM after_change a JOIN before_change b USING (id)
        WHERE (a.type, a."subType", a.hidden) IS DISTINCT FROM (b.type, b."subType", b.hidden)`)}
      RETURN NULL;
    END $$`)
  await db.raw(`
    CREATE FUNCTION entity_count_emptied() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      DELETE FROM entity_type_counts;
      RETURN NULL;
    END $$`)
  await db.raw(`CREATE TRIGGER entity_count_insert AFTER INSERT ON entities REFERENCING NEW TABLE AS added
    FOR EACH STATEMENT EXECUTE FUNCTION entity_count_added()`)
  await db.raw(`CREATE TRIGGER entity_count_delete AFTER DELETE ON entities REFERENCING OLD TABLE AS removed
    FOR EACH STATEMENT EXECUTE FUNCTION entity_count_removed()`)
  await db.raw(`CREATE TRIGGER entity_count_update AFTER UPDATE ON entities
    REFERENCING OLD TABLE AS before_change NEW TABLE AS after_change
    FOR EACH STATEMENT EXECUTE FUNCTION entity_count_updated()`)
  await db.raw(`CREATE TRIGGER entity_count_truncate AFTER TRUNCATE ON entities
    FOR EACH STATEMENT EXECUTE FUNCTION entity_count_emptied()`)
}

export async function down(db: Knex) {
  for (const trigger of ['entity_count_insert', 'entity_count_delete', 'entity_count_update', 'entity_count_truncate'])
    await db.raw(`DROP TRIGGER ${trigger} ON entities`)
  for (const fn of ['entity_count_added', 'entity_count_removed', 'entity_count_updated', 'entity_count_emptied'])
    await db.raw(`DROP FUNCTION ${fn}()`)
  await db.raw('DROP TABLE entity_type_counts')
}
