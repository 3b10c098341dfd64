import {
  convertLegacyDataProvider,
  type DataProvider,
  type DeleteManyParams,
  type GetListParams,
  type GetListResult,
  type Identifier,
  type RaRecord,
  type UpdateParams,
} from 'react-admin'
import { restClient } from 'ra-data-feathers'
import { withoutVersion, withVersion } from './staleSave'
import { feathersClient } from './feathersClient'
import { queryClient } from './queryClient'
import { fileCalls, type DownloadedFile, type OpenedDownload, type UploadedFile } from './files'
import { serviceOf } from './resources'
import type { DownloadLink } from '../../server/services/downloads/downloads.schema'

const legacy = restClient(feathersClient, {
  id: 'id',
  usePatch: true,
  customQueryOperators: ['$ilike', '$iLike', '$like', '$and'],
})

const base = convertLegacyDataProvider(legacy)

/**
 * The RSS source lists sort by name with `orderByName` (spec 3 §7 GET /rss-sources), the lists' own
 * order (newest first) after it.
 */
function byNameParams(resource: string, params: GetListParams): GetListParams {
  if (resource !== 'rss-sources' || params.sort?.field !== 'name') return params
  return {
    ...params,
    sort: { field: 'createdAt', order: 'DESC' },
    filter: { ...params.filter, orderByName: params.sort.order === 'DESC' ? 'desc' : 'asc' },
  }
}

/** What the console calls beyond react-admin's methods. */
export interface ConsoleDataProvider extends DataProvider {
  /** PUT: replaces a whole record (dictionaries are saved with all their items), naming the version it was made from. */
  replace<RecordType extends RaRecord = RaRecord>(
    resource: string,
    params: { id: Identifier; data: object; previousData: object },
  ): Promise<{ data: RecordType }>
  /** PATCH with an array and no id: the bulk edits of the entity grid (entity-meta-data, entities). */
  patchMany<RecordType extends RaRecord = RaRecord>(resource: string, rows: object[]): Promise<{ data: RecordType[] }>
  /** GET /{resource} with a query, answered as the service answers it (a page, a count, an image). */
  find<Answer = unknown>(resource: string, query?: Record<string, unknown>): Promise<Answer>
  /** GET /{resource}/{id} answered as the service answers it (the relationship panels' lists have no id). */
  fetchOne<Answer = unknown>(resource: string, id: Identifier): Promise<Answer>
  /** POST answered as the service answers it. */
  post<Answer = unknown>(resource: string, data: object): Promise<Answer>
  /** DELETE with a query: a statistic type removed with its values (`withValues=true`). */
  deleteWith<RecordType extends RaRecord = RaRecord>(
    resource: string,
    params: { id: Identifier; query: Record<string, unknown> },
  ): Promise<{ data: RecordType }>
  /** DELETE that still goes out while the page unloads (a tab closed, a reload): an editor leaving its entity. */
  removeAsPageLeaves(resource: string, id: Identifier): Promise<unknown>
  /** POST with an array; answers what the service answers (topic-links: `{data, errors}`). */
  createMany<Answer = unknown>(resource: string, rows: object[], query?: Record<string, unknown>): Promise<Answer>
  /** Uploads a file to the storage through a signed form of POST /media (spec 2 §7). */
  upload(resource: string, params: { file: File; purpose?: 'image' }): Promise<UploadedFile>
  /** POST of a file as multipart (a sheet to import), answered as the service answers it. */
  sendFile<Answer = unknown>(resource: string, file: File): Promise<Answer>
  /** GET /{resource} with a query, answered as a file (an export) and the name the server gave it. */
  download(resource: string, query: Record<string, unknown>): Promise<DownloadedFile>
  /** GET /{resource} as a file, answered as it starts to stream (an export saved through the file picker). */
  openDownload(resource: string, query: Record<string, unknown>, signal?: AbortSignal): Promise<OpenedDownload>
  /** POST /downloads: a link to an export that the browser opens without a token. */
  downloadLink(resource: string, query: Record<string, unknown>): Promise<DownloadLink>
}

/** What a list answers besides its rows: the facet grid's filter lists (spec 2 §7), kept in `meta`. */
const LIST_EXTRAS = ['sectionList', 'levelList', 'nameList'] as const

/** A saved record may have a new name: the breadcrumb reads the names it shows again. */
const renamed = <T>(answer: T): T => {
  void queryClient.invalidateQueries({ queryKey: ['breadcrumb'] })
  return answer
}

const extra = {
  ...fileCalls,
  async replace(resource: string, { id, data, previousData }: { id: Identifier; data: object; previousData: object }) {
    return renamed({ data: await feathersClient.service(resource).update(id, withVersion(data, previousData)) })
  },
  // every save names the version of the record it was made from: a stale one is refused (409), not lost
  async update(resource: string, params: UpdateParams) {
    const data = withVersion(params.data, params.previousData)
    return renamed(await base.update(resource, { ...params, data, previousData: withoutVersion(params.previousData) }))
  },
  async find(resource: string, query?: Record<string, unknown>) {
    return feathersClient.service(resource).find({ query })
  },
  async fetchOne(resource: string, id: Identifier) {
    return feathersClient.service(resource).get(id)
  },
  async post(resource: string, data: object) {
    return feathersClient.service(resource).create(data)
  },
  async removeAsPageLeaves(resource: string, id: Identifier) {
    return feathersClient.service(resource).remove(id, { connection: { keepalive: true } })
  },
  async deleteWith(resource: string, { id, query }: { id: Identifier; query: Record<string, unknown> }) {
    return { data: await feathersClient.service(resource).remove(id, { query }) }
  },
  // one call, all or none (DELETE /{service}?id[$in]=…), where ra-data-feathers sends one a record
  async deleteMany(resource: string, { ids }: DeleteManyParams) {
    await feathersClient.service(resource).remove(null, { query: { id: { $in: ids } } })
    return { data: ids }
  },
  async patchMany(resource: string, rows: object[]) {
    return { data: await feathersClient.service(resource).patch(null, rows) }
  },
  async createMany(resource: string, rows: object[], query?: Record<string, unknown>) {
    return feathersClient.service(resource).create(rows, { query })
  },
  async getList(resource: string, params: GetListParams) {
    const answer = (await base.getList(resource, byNameParams(resource, params))) as GetListResult &
      Record<string, unknown>
    const extras = LIST_EXTRAS.filter((key) => key in answer)
    if (!extras.length) return answer
    return { data: answer.data, total: answer.total, meta: Object.fromEntries(extras.map((key) => [key, answer[key]])) }
  },
}

/** ra-data-feathers over the console's route→service map, with the extra calls of the spec. */
export const dataProvider = new Proxy({ ...base, ...extra } as ConsoleDataProvider, {
  get(target, method: string) {
    const call = target[method]
    if (typeof call !== 'function') return call
    return (resource: string, ...args: unknown[]) => call(serviceOf(resource), ...args)
  },
})
