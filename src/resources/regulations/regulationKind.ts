import type { Regulation } from '../../../server/services/regulation/regulation.schema'
import type { RecordKind } from '../../layout/records/recordKind'
import { RegulationInputs } from './RegulationInputs'
import {
  emptyRegulationValues,
  errorsOf,
  regulationPatchPayload,
  regulationPayload,
  valuesFromItem,
  valuesFromRegulation,
  type RegulationValues,
} from './regulationValues'

/** Regulations, made from the regulation feeds: what the shared list, edit and creation pieces need of them. */
export const regulationKind: RecordKind<Regulation, RegulationValues> = {
  resource: 'analyst/regulations',
  strings: 'regulations',
  service: 'regulation',
  Inputs: RegulationInputs,
  empty: emptyRegulationValues,
  fromItem: valuesFromItem,
  fromRecord: valuesFromRegulation,
  validate: errorsOf,
  createPayload: regulationPayload,
  patchPayload: regulationPatchPayload,
}
