import { useState, type KeyboardEvent } from 'react'
import DeleteIcon from '@mui/icons-material/Delete'
import CloseIcon from '@mui/icons-material/Close'
import {
  Card,
  CardContent,
  CardHeader,
  IconButton,
  List,
  ListItem,
  ListItemText,
  TextField,
  Tooltip,
} from '@mui/material'
import type { DictionaryCategory } from '../../../common/dictionaryRules'
import { MAX_INPUT_LENGTH } from '../../../common/limits'
import { app } from '../../i18n/en'

interface Props {
  category: DictionaryCategory
  onRename: (name: string) => void
  onRemove: () => void
  onAddItem: (value: string) => void
  onRemoveItem: (value: string) => void
}

const limit = { htmlInput: { maxLength: MAX_INPUT_LENGTH } }

/** One category: its editable name, delete, the New Item box and the items with their delete. */
export function CategoryCard({ category, onRename, onRemove, onAddItem, onRemoveItem }: Props) {
  const [newItem, setNewItem] = useState('')
  const label = category.name || app.dictionaries.blankCategory
  const addItem = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return
    event.preventDefault()
    onAddItem(newItem)
    setNewItem('')
  }
  return (
    <Card variant="outlined" aria-label={`Category ${label}`} role="group">
      <CardHeader
        sx={{ pb: 0 }}
        title={
          <TextField
            label={app.dictionaries.categoryName}
            value={category.name}
            onChange={(event) => onRename(event.target.value)}
            size="small"
            fullWidth
            slotProps={limit}
          />
        }
        action={
          <Tooltip title={app.dictionaries.deleteCategory}>
            <IconButton aria-label={`Delete category ${label}`} onClick={onRemove}>
              <DeleteIcon />
            </IconButton>
          </Tooltip>
        }
      />
      <CardContent>
        <TextField
          label={app.dictionaries.newItem}
          value={newItem}
          onChange={(event) => setNewItem(event.target.value)}
          onKeyDown={addItem}
          size="small"
          fullWidth
          helperText={app.dictionaries.newItemHelp}
          slotProps={limit}
        />
        <List dense sx={{ maxHeight: 280, overflow: 'auto' }}>
          {category.items.map((item) => (
            <ListItem
              key={item}
              divider
              secondaryAction={
                <IconButton
                  edge="end"
                  size="small"
                  aria-label={`Delete item ${item}`}
                  onClick={() => onRemoveItem(item)}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              }
            >
              <ListItemText primary={item} />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  )
}
