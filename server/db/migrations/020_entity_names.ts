import type { Knex } from 'knex'

/**
 * The entity grids' name search counted on each entity's name folded to lower case once, when it is
 * written: a search for a common word keeps 10,000 of 200,000 entities, and counting them
 * rechecked each name with ILIKE under the names' ICU collation, which folds both sides on every row
 * (18 of the search's 21 ms, and under load the costliest call). Folded with that same collation,
 * the names are matched byte for byte (LIKE, collation C) against the pattern folded alike: the same
 * matches. Kept by statement triggers on entities, in the transaction of each write.
 */
/** A name folded as ILIKE folds it: lower case under the name column's own collation. */
const folded = (name: string) => `lower(${name})`

export async function up(db: Knex) {
  await db.raw(`CREATE TABLE entity_names (
    id uuid PRIMARY KEY,
    folded text COLLATE "C" NOT NULL,
    type varchar(255) NOT NULL)`)
  await db.raw(`INSERT INTO entity_names SELECT id, ${folded('name')}, type FROM entities`)
  await db.raw('CREATE INDEX entity_names_folded_trgm ON entity_names USING gin (folded gin_trgm_ops)')
  await db.raw(`
    CREATE FUNCTION entity_names_added() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO entity_names SELECT id, ${folded('name')}, type FROM added;
      RETURN NULL;
    END $$`)
  await db.raw(`
    CREATE FUNCTION entity_names_removed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      DELETE FROM entity_names n USING removed r WHERE n.id = r.id;
      RETURN NULL;
    END $$`)
  // a save updates its entity every time: only rows whose name or type changed are copied again
  await db.raw(`
    CREATE FUNCTION entity_names_updated() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE entity_names n SET folded = ${folded('a.name')}, type = a.type
      FROM after_change a JOIN before_change b USING (id)
      WHERE n.id = a.id AND (a.name, a.type) IS DISTINCT FROM (b.name, b.type);
      RETURN NULL;
    END $$`)
  await db.raw(`
    CREATE FUNCTION entity_names_emptied() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      DELETE FROM entity_names;
      RETURN NULL;
    END $$`)
  await db.raw(`CREATE TRIGGER entity_names_insert AFTER INSERT ON entities REFERENCING NEW TABLE AS added
    FOR EACH STATEMENT EXECUTE FUNCTION entity_names_added()`)
  await db.raw(`CREATE TRIGGER entity_names_delete AFTER DELETE ON entities REFERENCING OLD TABLE AS removed
    FOR EACH STATEMENT EXECUTE FUNCTION entity_names_removed()`)
  await db.raw(`CREATE TRIGGER entity_names_update AFTER UPDATE ON entities
    REFERENCING OLD TABLE AS before_change NEW TABLE AS after_change
    FOR EACH STATEMENT EXECUTE FUNCTION entity_names_updated()`)
  await db.raw(`CREATE TRIGGER entity_names_truncate AFTER TRUNCATE ON entities
    FOR EACH STATEMENT EXECUTE FUNCTION entity_names_emptied()`)
}

export async function down(db: Knex) {
  for (const trigger of ['entity_names_insert', 'entity_names_delete', 'entity_names_update', 'entity_names_truncate'])
    await db.raw(`DROP TRIGGER ${trigger} ON entities`)
  for (const fn of ['entity_names_added', 'entity_names_removed', 'entity_names_updated', 'entity_names_emptied'])
    await db.raw(`DROP FUNCTION ${fn}()`)
  await db.raw('DROP TABLE entity_names')
}
