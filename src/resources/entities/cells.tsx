import { useRef, useState, type KeyboardEvent } from 'react'
import { Popover, Stack, Typography } from '@mui/material'
import { format } from '../../i18n/en'
import { useStrings } from '../../i18n/useStrings'
import { CountryAutocomplete } from '../../layout/grid/CountryAutocomplete'
import type { CellEditing } from '../../layout/grid/DataGrid'
import { TopicChip } from '../../layout/TopicChip'
import type { EntityGridRecord, GridEdits, GridTopic } from './useGridEdits'

/** An entity's topics as the cell shows them: small chips, no controls. */
export function TopicChips({ topics }: { topics: readonly GridTopic[] }) {
  return (
    <span className="dg-chips">
      {topics.map((topic) => (
        <TopicChip key={topic.id} topic={topic} grid />
      ))}
    </span>
  )
}

/**
 * The Topic cell's editor (admins, spec 2 §2): over the cell, the topics with a way to remove each and a
 * search to add one; Escape or a click outside ends it, Tab ends it and moves on to the next cell
 * (Shift+Tab the previous), as every cell editor does. By keyboard, ArrowLeft at the start of the search
 * and ArrowLeft/ArrowRight walk the topics (as an Autocomplete's tags), Backspace or Delete removes one.
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
  const t = useStrings().entityGrid
  const anchor = useRef<HTMLSpanElement>(null)
  const paper = useRef<HTMLDivElement>(null)
  const [open, setOpen] = useState(true)
  const topics = entity.topics ?? []
  const name = entity.name || t.unnamed
  const close = (move?: 1 | -1) => {
    setOpen(false)
    editing.close(move)
  }
  // the topics' chips, then the search
  const stops = () => [...(paper.current?.querySelectorAll<HTMLElement>('[data-topic-chip], input') ?? [])]
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Tab') {
      // rather than the popover's focus trap cycling inside it
      event.preventDefault()
      close(event.shiftKey ? -1 : 1)
      return
    }
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return
    const target = event.target as HTMLElement
    // the search's own caret moves, unless it stands at its start
    if (target instanceof HTMLInputElement && (event.key === 'ArrowRight' || target.selectionEnd !== 0)) return
    const all = stops()
    const at = all.indexOf(target)
    const next = at < 0 ? undefined : all[at + (event.key === 'ArrowLeft' ? -1 : 1)]
    if (!next) return
    event.preventDefault()
    next.focus()
  }
  return (
    <span ref={anchor} style={{ display: 'block', width: '100%' }}>
      <TopicChips topics={topics} />
      <Popover
        open={open}
        anchorEl={() => anchor.current?.parentElement ?? document.body}
        onClose={() => close()}
        anchorOrigin={{ vertical: 'top', horizontal: 'left' }}
        // the grid puts the focus back on the cell, or on the next one after Tab
        disableRestoreFocus
        slotProps={{
          paper: {
            ref: paper,
            role: 'dialog',
            'aria-label': format(t.topicsOf, { name }),
            onKeyDown,
            sx: { p: 1.5, width: 300 },
          },
        }}
      >
        <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
          {format(t.topicsOf, { name })}
        </Typography>
        <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', mb: 1 }}>
          {topics.map((topic) => (
            <TopicChip
              key={topic.id}
              topic={topic}
              data-topic-chip
              onDelete={() => {
                void edits.removeTopic(topic)
                // the chip stays until the list reloads: a second Backspace must not remove it again
                stops().at(-1)?.focus()
              }}
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
