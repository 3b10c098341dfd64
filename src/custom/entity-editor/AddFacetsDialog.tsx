import { useId } from 'react'
import {
  Button,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Typography,
} from '@mui/material'
import { ResponsiveDialog } from '../../layout/ResponsiveDialog'
import type { FacetType } from '../../../common/templateFormat'
import { useStrings } from '../../i18n/useStrings'

interface AddFacetsDialogProps {
  facetTypes: readonly FacetType[]
  onAdd: (facetTypeId: string) => void
  onClose: () => void
}

/** The facet types that may be added at this point (spec 2 §2); choosing one adds its facet. */
export function AddFacetsDialog({ facetTypes, onAdd, onClose }: AddFacetsDialogProps) {
  const t = useStrings().entityEditor
  const titleId = useId()
  return (
    <ResponsiveDialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t.addFacetsTitle}</DialogTitle>
      <DialogContent dividers>
        {facetTypes.length === 0 ? (
          <Typography color="text.secondary">{t.nothingToAdd}</Typography>
        ) : (
          <List dense disablePadding>
            {facetTypes.map((facetType) => (
              <ListItem key={facetType.id} disablePadding>
                <ListItemButton
                  onClick={() => {
                    onAdd(facetType.id)
                    onClose()
                  }}
                >
                  <ListItemText primary={facetType.name} secondary={facetType.section} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t.cancel}</Button>
      </DialogActions>
    </ResponsiveDialog>
  )
}
