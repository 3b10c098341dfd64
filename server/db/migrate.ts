import type { Knex } from 'knex'
import * as foundation from './migrations/001_foundation'
import * as sortCollation from './migrations/002_sort_collation'
import * as dictionaries from './migrations/003_dictionaries'
import * as referenceLists from './migrations/004_reference_lists'
import * as entityTemplates from './migrations/005_entity_templates'
import * as entities from './migrations/006_entities'
import * as entityGrid from './migrations/007_entity_grid'
import * as facetGrid from './migrations/008_facet_grid'
import * as gridSpeed from './migrations/009_grid_speed'
import * as entityFacetCounts from './migrations/010_entity_facet_counts'
import * as facetTexts from './migrations/011_facet_texts'
import * as statistics from './migrations/012_statistics'
import * as relationships from './migrations/013_relationships'
import * as challengeScores from './migrations/014_challenge_scores'
import * as facetLogStages from './migrations/015_facet_log_stages'
import * as feedItems from './migrations/016_feed_items'
import * as events from './migrations/017_events'
import * as feedTopicPages from './migrations/018_feed_topic_pages'
import * as entityTypeCounts from './migrations/019_entity_type_counts'
import * as entityNames from './migrations/020_entity_names'
import * as entityAssignedOrder from './migrations/021_entity_assigned_order'
import * as attemptsAndSessions from './migrations/022_attempts_and_sessions'
import * as mailTokensHidden from './migrations/023_mail_tokens_hidden'
import * as resetLinks from './migrations/024_reset_links'
import * as recordSavers from './migrations/025_record_savers'
import * as lowerCaseEmails from './migrations/026_lower_case_emails'
import * as missingRequiredFacets from './migrations/027_missing_required_facets'
import * as home from './migrations/028_home'
import * as searchNames from './migrations/029_search_names'
import * as entityRevisions from './migrations/030_entity_revisions'
import * as savedViews from './migrations/032_saved_views'
import * as softDelete from './migrations/033_soft_delete'
import * as downloadLinks from './migrations/035_download_links'
import * as realtimeMessages from './migrations/038_realtime_messages'
import * as presenceAndLocks from './migrations/039_presence_and_locks'

type Migration = { up: (db: Knex) => Promise<void>; down: (db: Knex) => Promise<void> }

/** Migrations are listed here rather than read from disk, so they run the same under tsx, vitest and a bundle. */
const MIGRATIONS: Record<string, Migration> = {
  '001_foundation': foundation,
  '002_sort_collation': sortCollation,
  '003_dictionaries': dictionaries,
  '004_reference_lists': referenceLists,
  '005_entity_templates': entityTemplates,
  '006_entities': entities,
  '007_entity_grid': entityGrid,
  '008_facet_grid': facetGrid,
  '009_grid_speed': gridSpeed,
  '010_entity_facet_counts': entityFacetCounts,
  '011_facet_texts': facetTexts,
  '012_statistics': statistics,
  '013_relationships': relationships,
  '014_challenge_scores': challengeScores,
  '015_facet_log_stages': facetLogStages,
  '016_feed_items': feedItems,
  '017_events': events,
  '018_feed_topic_pages': feedTopicPages,
  '019_entity_type_counts': entityTypeCounts,
  '020_entity_names': entityNames,
  '021_entity_assigned_order': entityAssignedOrder,
  '022_attempts_and_sessions': attemptsAndSessions,
  '023_mail_tokens_hidden': mailTokensHidden,
  '024_reset_links': resetLinks,
  '025_record_savers': recordSavers,
  '026_lower_case_emails': lowerCaseEmails,
  '027_missing_required_facets': missingRequiredFacets,
  '028_home': home,
  '029_search_names': searchNames,
  '030_entity_revisions': entityRevisions,
  '032_saved_views': savedViews,
  '033_soft_delete': softDelete,
  '035_download_links': downloadLinks,
  '038_realtime_messages': realtimeMessages,
  '039_presence_and_locks': presenceAndLocks,
}

const source: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(MIGRATIONS),
  getMigrationName: (name) => name,
  getMigration: async (name) => MIGRATIONS[name],
}

export async function migrate(db: Knex) {
  await db.migrate.latest({ migrationSource: source })
}

/** The migrations not run yet on `db` (all of them on an empty database); throws when it cannot be read. */
export async function pendingMigrations(db: Knex): Promise<string[]> {
  const names = Object.keys(MIGRATIONS)
  if (!(await db.schema.hasTable('knex_migrations'))) return names
  const done = new Set<string>(await db('knex_migrations').pluck('name'))
  return names.filter((name) => !done.has(name))
}
