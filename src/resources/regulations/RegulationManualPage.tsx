import type { Regulation } from '../../../server/services/regulation/regulation.schema'
import { app } from '../../i18n/en'
import { RecordManualPage } from '../events/RecordManualPage'
import { useRecordCalls } from '../events/recordCalls'
import { RegulationForm } from './RegulationForm'
import { emptyRegulationValues, regulationPayload } from './regulationValues'

const t = app.regulations

/** /analyst/feed/regulations/manually-create (spec 3 §2): a regulation from nothing. */
export function RegulationManualPage() {
  const calls = useRecordCalls<Regulation>('regulation', t)
  return (
    <RecordManualPage
      heading={t.manualTitle}
      form={(published) => (
        <RegulationForm
          mode="create"
          initial={emptyRegulationValues()}
          onSubmit={async (values) => {
            if (await calls.publish(regulationPayload(values))) published()
          }}
        />
      )}
    />
  )
}
