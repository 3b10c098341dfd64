import { useState } from 'react'
import AddIcon from '@mui/icons-material/Add'
import RestoreIcon from '@mui/icons-material/RestoreFromTrash'
import { Button, List, ListItem, ListItemText, Paper, Stack, TextField, Typography } from '@mui/material'
import { MAX_INPUT_LENGTH } from '../../../../common/limits'
import { messages } from '../../../../common/messages'
import type { TemplateInput } from '../../../../common/templateRules'
import { format } from '../../../i18n/en'
import { useStrings } from '../../../i18n/useStrings'
import { sectionNameTaken, templateSections, type TemplateSection } from '../templateSections'
import { SectionCard } from './SectionCard'
import { CheckedTextField } from './CheckedTextField'
import { useStructure } from './structureContext'

/** A section's name, and how many sections of that name come before it (a repeated name is an error shown on it). */
const sectionKey = (sections: readonly TemplateSection[], index: number) =>
  `${sections[index].name}#${sections.slice(0, index).filter(({ name }) => name === sections[index].name).length}`

const HEADER_FIELDS = ['type', 'subType', 'name'] as const

/** The structured view of a template: its type, sub type and name, its sections with their facet types. */
export function TemplateStructure({ template }: { template: TemplateInput }) {
  const strings = useStrings()
  const { dispatch } = useStructure()
  const [newSection, setNewSection] = useState('')
  const [newSectionError, setNewSectionError] = useState<string>()
  const sections = templateSections(template)
  const deleted = template.facetTypes.flatMap((facetType, index) => (facetType.deleted ? [{ facetType, index }] : []))
  const headerLabel = { type: strings.templates.type, subType: strings.templates.subType, name: strings.templates.name }

  const addSection = () => {
    const name = newSection.trim()
    const error = !name
      ? messages.enterSection
      : sectionNameTaken(sections, name)
        ? messages.layoutSectionRepeated
        : undefined
    setNewSectionError(error)
    if (error) return
    dispatch({ type: 'addSection', name })
    setNewSection('')
  }

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        {HEADER_FIELDS.map((field) => (
          <CheckedTextField
            path={field}
            key={field}
            label={headerLabel[field]}
            required={field !== 'subType'}
            value={String(template[field] ?? '')}
            onChange={(event) => dispatch({ type: 'setHeader', field, value: event.target.value })}
            slotProps={{ htmlInput: { maxLength: MAX_INPUT_LENGTH } }}
            fullWidth
          />
        ))}
      </Stack>
      <Typography variant="h6" component="h2">
        {strings.templates.sections}
      </Typography>
      {sections.map((_, index) => (
        // keyed by name, so that a section moved keeps its card (and the focus on its buttons)
        <SectionCard key={sectionKey(sections, index)} template={template} sections={sections} index={index} />
      ))}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label={strings.templates.newSection}
          size="small"
          value={newSection}
          onChange={(event) => {
            setNewSection(event.target.value)
            setNewSectionError(undefined)
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault()
              addSection()
            }
          }}
          error={Boolean(newSectionError)}
          helperText={newSectionError}
          slotProps={{ htmlInput: { maxLength: MAX_INPUT_LENGTH } }}
          sx={{ flex: '0 1 320px' }}
        />
        <Button startIcon={<AddIcon />} onClick={addSection}>
          {strings.templates.addSection}
        </Button>
      </Stack>
      {deleted.length > 0 && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="subtitle1" component="h2">
            {strings.templates.deletedFacetTypes}
          </Typography>
          <List dense aria-label={strings.templates.deletedFacetTypes}>
            {deleted.map(({ facetType, index }) => (
              <ListItem
                key={index}
                disableGutters
                secondaryAction={
                  <Button
                    size="small"
                    startIcon={<RestoreIcon />}
                    aria-label={format(strings.templates.restore, { name: facetType.name })}
                    onClick={() => dispatch({ type: 'updateFacetType', facetType: index, patch: { deleted: false } })}
                  >
                    {strings.templates.restoreButton}
                  </Button>
                }
              >
                <ListItemText primary={facetType.name} secondary={facetType.section} />
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
    </Stack>
  )
}
