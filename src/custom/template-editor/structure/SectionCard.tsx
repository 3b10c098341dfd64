import { useState } from 'react'
import AddIcon from '@mui/icons-material/Add'
import { Button, Checkbox, FormControlLabel, Paper, Stack, TextField } from '@mui/material'
import { MAX_INPUT_LENGTH } from '../../../../common/limits'
import { messages } from '../../../../common/messages'
import type { TemplateInput } from '../../../../common/templateRules'
import { useStrings } from '../../../i18n/useStrings'
import { sectionNameTaken, type TemplateSection } from '../templateSections'
import { FacetTypeCard } from './FacetTypeCard'
import { ItemActions } from './ItemActions'
import { useStructure } from './structureContext'

interface Props {
  template: TemplateInput
  sections: TemplateSection[]
  index: number
}

/**
 * One section: its name (renamed when the field is left or Enter pressed, so that a name typed on the
 * way never merges it with another), its place in the layout, and its facet types.
 */
export function SectionCard({ template, sections, index }: Props) {
  const strings = useStrings()
  const { dispatch, errorAt } = useStructure()
  const section = sections[index]
  const [typed, setTyped] = useState<string>()
  const shown = typed ?? section.name
  const typedError =
    typed === undefined
      ? undefined
      : !typed.trim()
        ? messages.enterSection
        : sectionNameTaken(sections, typed, index)
          ? messages.layoutSectionRepeated
          : undefined
  const error = typedError ?? (section.path ? errorAt(section.path) : undefined)
  const rename = () => {
    if (typed === undefined || typedError) return
    if (typed !== section.name) dispatch({ type: 'renameSection', section: index, name: typed.trim() })
    setTyped(undefined)
  }
  const names = sections.map(({ name }) => name)

  return (
    <Paper component="section" aria-label={section.name || strings.templates.unnamed} sx={{ p: { xs: 1, sm: 2 } }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', flexWrap: 'wrap', rowGap: 1, mb: 1.5 }}>
        <TextField
          label={strings.templates.sectionName}
          size="small"
          required
          value={shown}
          onChange={(event) => setTyped(event.target.value)}
          onBlur={rename}
          onKeyDown={(event) => {
            if (event.key === 'Enter') rename()
            if (event.key === 'Escape') setTyped(undefined)
          }}
          error={Boolean(error)}
          helperText={error ?? (section.path ? undefined : strings.templates.notInLayout)}
          slotProps={{ htmlInput: { maxLength: MAX_INPUT_LENGTH } }}
          sx={{ flex: '1 1 200px' }}
        />
        {index > 0 && (
          <FormControlLabel
            label={strings.templates.beside}
            control={
              <Checkbox
                size="small"
                checked={section.beside}
                onChange={(event) => dispatch({ type: 'setBeside', section: index, beside: event.target.checked })}
              />
            }
          />
        )}
        <ItemActions
          name={section.name || strings.templates.unnamed}
          first={index === 0}
          last={index === sections.length - 1}
          onMove={(by) => dispatch({ type: 'moveSection', section: index, by })}
          onRemove={() => dispatch({ type: 'removeSection', section: index })}
        />
      </Stack>
      <Stack spacing={1.5}>
        {section.facetTypes.map((facetType, place) => (
          <FacetTypeCard
            key={facetType}
            facetType={template.facetTypes[facetType]}
            index={facetType}
            first={place === 0}
            last={place === section.facetTypes.length - 1}
            sections={names}
          />
        ))}
      </Stack>
      <Button
        sx={{ mt: 1 }}
        startIcon={<AddIcon />}
        onClick={() => dispatch({ type: 'addFacetType', section: section.name })}
      >
        {strings.templates.addFacetType}
      </Button>
    </Paper>
  )
}
