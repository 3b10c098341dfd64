import CircleIcon from '@mui/icons-material/Circle'
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked'
import type { CompletionColour } from '../../../common/facetFilled'
import { useStrings } from '../../i18n/useStrings'

/** The facet's completion colour (spec 1 §4): blue filled, blue outlined when empty, red when required and empty. */
export function CompletionIcon({ completion }: { completion: CompletionColour }) {
  const strings = useStrings()
  const props = {
    fontSize: 'small' as const,
    titleAccess: strings.entityEditor.completion[completion],
    'data-completion': completion,
  }
  if (completion === 'blue-empty') return <RadioButtonUncheckedIcon color="primary" {...props} />
  return <CircleIcon color={completion === 'red' ? 'error' : 'primary'} {...props} />
}
