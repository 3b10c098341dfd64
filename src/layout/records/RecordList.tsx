import type { ReactNode } from 'react'
import { Button } from '@mui/material'
import { Link as RouterLink } from 'react-router-dom'
import {
  AutocompleteInput,
  BulkActionsToolbar,
  Datagrid,
  DateInput,
  FunctionField,
  InfiniteList,
  Link,
  ReferenceInput,
  useCreatePath,
  useNotify,
  useRecordContext,
  useResourceContext,
  useTranslate,
  type RaRecord,
} from 'react-admin'
import { EVENT_PAGE_SIZE } from '../../../common/events'
import type { LiveService } from '../../../common/realtime'
import { RECORD_TOAST_MS } from '../../../common/limits'
import {
  RELATIONSHIP_SEARCH_DEBOUNCE_MS,
  RELATIONSHIP_SEARCH_LIMIT,
  RELATIONSHIP_SEARCH_MIN_CHARS,
} from '../../../common/relationships'
import { ListEmpty } from '../EmptyState'
import { searchFilter, topicFilter } from '../listFilters'
import { PhoneList, usePhone } from '../phoneList'
import { RowActions } from '../RowActions'
import { needsSignIn } from '../../providers/reloginStore'
import { failureText } from './recordFailure'
import { stringOf } from './recordKind'
import { useListSkipTarget } from '../SkipLinks'
import { TrashBulkDeleteButton } from '../TrashBulkDeleteButton'
import { selectionColumn } from './ListSelection'
import { LiveListUpdates } from './LiveListUpdates'

/** The title filter waits this long after the last key (spec 3 §9). */
const TITLE_DEBOUNCE_MS = 500

/** The lists' one order, as the server keeps it: newest change first. */
const NEWEST_FIRST = { field: 'updatedAt', order: 'DESC' } as const

const searchable = (text: string) => text.trim().length >= RELATIONSHIP_SEARCH_MIN_CHARS
/** The user and entity filters search by name once 3 characters are typed, 300 ms after the last (spec 3 §7, §9). */
const byName = (text: string) => (searchable(text) ? { name: { $iLike: text.trim() } } : {})

/** A filter picking one user or entity, searched by name once 3 characters are typed. */
const nameSearchFilter = (source: string, reference: string, label: string, filter?: object) => (
  <ReferenceInput
    key={source}
    source={source}
    reference={reference}
    filter={filter}
    sort={{ field: 'name', order: 'ASC' }}
    perPage={RELATIONSHIP_SEARCH_LIMIT}
    alwaysOn
  >
    <AutocompleteInput
      label={label}
      optionText="name"
      filterToQuery={byName}
      shouldRenderSuggestions={searchable}
      debounce={RELATIONSHIP_SEARCH_DEBOUNCE_MS}
      sx={{ minWidth: 240 }}
    />
  </ReferenceInput>
)

/** The filters of spec 3 §2: title, topic, the day of the last change, who made it and an entity. */
const filtersOf = (resource: string) => {
  const label = (field: string) => `resources.${resource}.fields.${field}`
  return [
    searchFilter('title', label('title')),
    topicFilter('topicId', label('topicId')),
    <DateInput key="updatedAt" source="updatedAt" label={label('updatedAt')} alwaysOn />,
    nameSearchFilter('userId', 'users', label('userId')),
    nameSearchFilter('entityId', 'entity-infos', label('entityId'), { type: { $ne: 'Brief' } }),
  ]
}

/** A column whose text links to the record's edit page, in the console's link colour (`sortable` is read by the Datagrid's header). */
export function RecordLinkField({ source }: { source: string; sortable?: boolean }) {
  const record = useRecordContext()
  const resource = useResourceContext()
  const createPath = useCreatePath()
  if (!record || !resource) return null
  return <Link to={createPath({ resource, id: record.id, type: 'edit' })}>{String(record[source] ?? '')}</Link>
}

interface Props<T extends RaRecord> {
  kind: { resource: string; strings: string; service: LiveService }
  /** where the records are made: the list's way to its first record */
  madeFrom: string
  /** how a row is named: its link, and "Edit …" and "Delete …" to assistive technology; a phone's row */
  nameOf: (record: T) => string
  /** what a phone's row tells under the name: one or two telling fields */
  phoneDetail: (record: T) => string
  /** the columns after the Action column */
  children: ReactNode
}

/**
 * The events and regulations lists (spec 3 §2): react-admin's `<InfiniteList>`, 25 at a time as the end
 * comes into view, the spec's filters, an Action column (edit, delete after a confirmation; the list reads
 * again); rows chosen by their boxes are deleted at once, undoable as one row's delete. A session that ended opens the relogin modal and nothing else: the list reads again after it.
 * Others' changes show as they are saved (LiveListUpdates).
 * On a phone, a simple list instead, each row a link to the record's edit page.
 */
export function RecordList<T extends RaRecord>({ kind, madeFrom, nameOf, phoneDetail, children }: Props<T>) {
  useListSkipTarget()
  const phone = usePhone()
  const translate = useTranslate()
  const notify = useNotify()
  const createPath = useCreatePath()
  const text = (key: string) => translate(stringOf(kind, key))
  const empty = (
    <ListEmpty
      message={text('nothingYet')}
      action={
        <Button variant="outlined" component={RouterLink} to={madeFrom}>
          {text('toFeed')}
        </Button>
      }
    />
  )
  return (
    <InfiniteList
      resource={kind.resource}
      title={text('listTitle')}
      filters={filtersOf(kind.resource)}
      perPage={EVENT_PAGE_SIZE}
      sort={NEWEST_FIRST}
      debounce={TITLE_DEBOUNCE_MS}
      actions={false}
      empty={false}
      queryOptions={{
        onError: (error: Error) =>
          needsSignIn(error) ||
          notify(failureText(error, text('loadFailed')), { type: 'error', autoHideDuration: RECORD_TOAST_MS }),
      }}
    >
      <LiveListUpdates service={kind.service} />
      {phone ? (
        <PhoneList<T> primaryText={nameOf} secondaryText={phoneDetail} open="edit" empty={empty} />
      ) : (
        <>
          <BulkActionsToolbar>
            <TrashBulkDeleteButton nameOf={nameOf} />
          </BulkActionsToolbar>
          <Datagrid bulkActionButtons={false} rowClick={false} aria-label={text('listTitle')} empty={empty}>
            {selectionColumn(nameOf)}
            <FunctionField
              label="resources.admin/users.fields.actions"
              render={(record: T) => (
                <RowActions
                  label={nameOf(record)}
                  editTitle={text('edit')}
                  editTo={createPath({ resource: kind.resource, id: record.id, type: 'edit' })}
                  deleteConfirm={translate(stringOf(kind, 'deleteTitle'), { title: nameOf(record) })}
                  deleteContent={text('deleteText')}
                  deletedMessage={text('deleted')}
                  deletedToastMs={RECORD_TOAST_MS}
                  undoable
                />
              )}
            />
            {children}
          </Datagrid>
        </>
      )}
    </InfiniteList>
  )
}
