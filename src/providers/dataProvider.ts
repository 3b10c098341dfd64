import { convertLegacyDataProvider, type DataProvider } from 'react-admin'
import { restClient } from 'ra-data-feathers'
import { feathersClient } from './feathersClient'
import { serviceOf } from './resources'

const legacy = restClient(feathersClient, {
  id: 'id',
  usePatch: true,
  customQueryOperators: ['$ilike', '$iLike', '$like'],
})

const base = convertLegacyDataProvider(legacy)

/** ra-data-feathers over the console's route→service map. */
export const dataProvider = new Proxy(base, {
  get(target, method: string) {
    const call = target[method]
    if (typeof call !== 'function') return call
    return (resource: string, ...args: unknown[]) => call(serviceOf(resource), ...args)
  },
}) as DataProvider
