import { useRef, useState } from 'react'
import { Chip, Popover, Stack, Typography } from '@mui/material'
import { app, format } from '../../i18n/en'
import { GridChip } from '../../layout/grid/cells'
import { CountryAutocomplete } from '../../layout/grid/CountryAutocomplete'
import type { CellEditing } from '../../layout/grid/DataGrid'
import type { EntityGridRecord, GridEdits, GridTopic } from './useGridEdits'

const t = app.entityGrid

/** An entity's topics as the cell shows them: small chips, no controls. */
export function TopicChips({ topics }: { topics: readonly GridTopic[] }) {
  return (
    <span className="dg-chips">
      {topics.map((topic) => (
        <GridChip key={topic.id} label={topic.name} />
      ))}
    </span>
  )
}

/**
 * The Topic cell's editor (admins, spec 2 §2): over the cell, the topics with a way to remove each and a
 * search to add one; Escape or a click outside ends it.
 */
export function TopicEditor({
  entity,
  edits,
  editing,
}: {
  entity: EntityGridRecord
  edits: GridEdits
  editing: CellEditing
}) {
  const anchor = useRef<HTMLSpanElement>(null)
  const [open, setOpen] = useState(true)
  const topics = entity.topics ?? []
  const name = entity.name || t.unnamed
  const close = () => {
    setOpen(false)
    editing.close()
  }
  return (
    <span ref={anchor} style={{ display: 'block', width: '100%' }}>
      <TopicChips topics={topics} />
      <Popover
        open={open}
        anchorEl={() => anchor.current?.parentElement ?? document.body}
        onClose={close}
        anchorOrigin={{ vertical: 'top', horizontal: 'left' }}
        slotProps={{
          paper: { role: 'dialog', 'aria-label': format(t.topicsOf, { name }), sx: { p: 1.5, width: 300 } },
        }}
      >
        <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
          {format(t.topicsOf, { name })}
        </Typography>
        <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', mb: 1 }}>
          {topics.map((topic) => (
            <Chip
              key={topic.id}
              size="small"
              label={topic.name}
              onDelete={() => void edits.removeTopic(topic)}
              aria-label={format(t.removeTopic, { name: topic.name })}
            />
          ))}
        </Stack>
        <CountryAutocomplete
          label={t.addTopic}
          clearOnPick
          autoFocus
          initialText={editing.initialText}
          exclude={topics.map((topic) => String(topic.id))}
          onPick={(country) => {
            if (country) void edits.setTopics(entity, [...topics.map((topic) => topic.id), country.id])
          }}
        />
      </Popover>
    </span>
  )
}
