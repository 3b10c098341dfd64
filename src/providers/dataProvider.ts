import { convertLegacyDataProvider, type DataProvider, type Identifier, type RaRecord } from 'react-admin'
import { restClient } from 'ra-data-feathers'
import { feathersClient } from './feathersClient'
import { serviceOf } from './resources'

const legacy = restClient(feathersClient, {
  id: 'id',
  usePatch: true,
  customQueryOperators: ['$ilike', '$iLike', '$like', '$and'],
})

const base = convertLegacyDataProvider(legacy)

/** What the console calls beyond react-admin's methods. */
export interface ConsoleDataProvider extends DataProvider {
  /** PUT: replaces a whole record (dictionaries are saved with all their items). */
  replace<RecordType extends RaRecord = RaRecord>(
    resource: string,
    params: { id: Identifier; data: object },
  ): Promise<{ data: RecordType }>
  /** PATCH with an array and no id: the bulk edits of the entity grid (entity-meta-data, entities). */
  patchMany<RecordType extends RaRecord = RaRecord>(resource: string, rows: object[]): Promise<{ data: RecordType[] }>
  /** POST with an array; answers what the service answers (topic-links: `{data, errors}`). */
  createMany<Answer = unknown>(resource: string, rows: object[]): Promise<Answer>
}

const extra = {
  async replace(resource: string, { id, data }: { id: Identifier; data: object }) {
    return { data: await feathersClient.service(resource).update(id, data) }
  },
  async patchMany(resource: string, rows: object[]) {
    return { data: await feathersClient.service(resource).patch(null, rows) }
  },
  async createMany(resource: string, rows: object[]) {
    return feathersClient.service(resource).create(rows)
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
