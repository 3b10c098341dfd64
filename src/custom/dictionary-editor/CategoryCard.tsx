import { useRef, useState, type KeyboardEvent } from 'react'
import { useVirtualizer } from '@tanstack/react-virtual'
import { Box, Card, CardContent, CardHeader, List, ListItem, ListItemText, TextField } from '@mui/material'
import type { DictionaryCategory } from '../../../common/dictionaryRules'
import { MAX_INPUT_LENGTH } from '../../../common/limits'
import { format } from '../../i18n/en'
import { useStrings } from '../../i18n/useStrings'
import { DeleteIconButton } from '../../layout/DeleteIconButton'

interface Props {
  category: DictionaryCategory
  onRename: (name: string) => void
  onRemove: () => void
  onAddItem: (value: string) => void
  onRemoveItem: (value: string) => void
}

const limit = { htmlInput: { maxLength: MAX_INPUT_LENGTH } }
/** A dense item with its divider, as first guessed before the browser measures it. */
const ITEM_HEIGHT = 37
const LIST_HEIGHT = 280

/** One category: its editable name, delete, the New Item box and the items with their delete. */
export function CategoryCard({ category, onRename, onRemove, onAddItem, onRemoveItem }: Props) {
  const strings = useStrings()
  const [newItem, setNewItem] = useState('')
  // only the items in view are rendered: a dictionary at its limit holds thousands
  const scroller = useRef<HTMLDivElement>(null)
  const virtualizer = useVirtualizer({
    count: category.items.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ITEM_HEIGHT,
    overscan: 10,
  })
  const label = category.name || strings.dictionaries.blankCategory
  const addItem = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return
    event.preventDefault()
    onAddItem(newItem)
    setNewItem('')
  }
  return (
    <Card variant="outlined" aria-label={format(strings.dictionaries.category, { name: label })} role="group">
      <CardHeader
        sx={{ pb: 0 }}
        title={
          <TextField
            label={strings.dictionaries.categoryName}
            value={category.name}
            onChange={(event) => onRename(event.target.value)}
            size="small"
            fullWidth
            slotProps={limit}
          />
        }
        action={
          <DeleteIconButton
            title={strings.dictionaries.deleteCategory}
            label={format(strings.dictionaries.deleteCategoryOf, { name: label })}
            onClick={onRemove}
          />
        }
      />
      <CardContent>
        <TextField
          label={strings.dictionaries.newItem}
          value={newItem}
          onChange={(event) => setNewItem(event.target.value)}
          onKeyDown={addItem}
          size="small"
          fullWidth
          helperText={strings.dictionaries.newItemHelp}
          slotProps={limit}
        />
        <Box ref={scroller} sx={{ maxHeight: LIST_HEIGHT, overflow: 'auto' }}>
          <List dense disablePadding sx={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
            {virtualizer.getVirtualItems().map((row) => {
              const item = category.items[row.index]
              return (
                <ListItem
                  key={item}
                  ref={virtualizer.measureElement}
                  data-index={row.index}
                  divider
                  sx={{ position: 'absolute', top: 0, left: 0, width: '100%', transform: `translateY(${row.start}px)` }}
                  secondaryAction={
                    <DeleteIconButton
                      edge="end"
                      title={strings.layout.delete}
                      label={format(strings.dictionaries.deleteItem, { name: item })}
                      onClick={() => onRemoveItem(item)}
                    />
                  }
                >
                  <ListItemText primary={item} />
                </ListItem>
              )
            })}
          </List>
        </Box>
      </CardContent>
    </Card>
  )
}
