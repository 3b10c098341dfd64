import type { Regulation } from '../../../server/services/regulation/regulation.schema'
import { app } from '../../i18n/en'
import { RecordEditPage } from '../events/RecordEditPage'
import { RegulationForm } from './RegulationForm'
import { regulationPayload, valuesFromRegulation } from './regulationValues'

const t = app.regulations

/** /analyst/regulations/{id} (spec 3 §2): the regulation form with the stored regulation; Save changes. */
export function RegulationEditPage() {
  return (
    <RecordEditPage<Regulation>
      service="regulation"
      texts={t}
      form={(regulation, save) => (
        <RegulationForm
          key={regulation.updatedAt}
          mode="edit"
          initial={valuesFromRegulation(regulation)}
          onSubmit={(values) => save(regulationPayload(values))}
        />
      )}
    />
  )
}
