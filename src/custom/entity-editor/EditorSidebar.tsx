import { memo, useState } from 'react'
import PersonIcon from '@mui/icons-material/Person'
import {
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  MenuItem,
  Paper,
  TextField,
} from '@mui/material'
import type { EntityTemplate, FacetType } from '../../../common/templateFormat'
import { app } from '../../i18n/en'
import { CompletionIcon } from './CompletionIcon'
import { completionOf, facetTypeOf, type DraftFacet } from './draft'
import { FACET_FILTERS, facetMatchesFilter, type EditorSection, type FacetFilter } from './sections'

const t = app.entityEditor

interface EditorSidebarProps {
  template: EntityTemplate
  sections: EditorSection[]
  userId: string | null
  onSelect: (facet: DraftFacet, section: string) => void
}

interface SidebarFacetProps {
  facet: DraftFacet
  facetType: FacetType
  section: string
  mine: boolean
  onSelect: (facet: DraftFacet, section: string) => void
}

/** One facet of the list; drawn again only when it changes. */
const SidebarFacet = memo(function SidebarFacet({ facet, facetType, section, mine, onSelect }: SidebarFacetProps) {
  return (
    <ListItemButton onClick={() => onSelect(facet, section)} sx={{ py: 0.25, px: 1 }}>
      <ListItemIcon sx={{ minWidth: 28 }}>
        <CompletionIcon completion={completionOf(facetType, facet)} />
      </ListItemIcon>
      <ListItemText primary={facetType.name} sx={{ overflowWrap: 'anywhere' }} />
      {mine && <PersonIcon fontSize="small" color="action" titleAccess={t.assignedToMe} />}
    </ListItemButton>
  )
})

/** The sections and their facets, filtered, with a marker on the facets assigned to me (spec 2 §2). */
export function EditorSidebar({ template, sections, userId, onSelect }: EditorSidebarProps) {
  const [filter, setFilter] = useState<FacetFilter>('all')
  return (
    // stays in view while the body scrolls, and scrolls on its own when it is longer than the window
    <Paper
      component="nav"
      aria-label={t.sections}
      sx={{
        width: 240,
        flexShrink: 0,
        position: 'sticky',
        top: 64,
        alignSelf: 'flex-start',
        maxHeight: 'calc(100vh - 80px)',
        overflowY: 'auto',
        p: 1,
      }}
    >
      <TextField
        select
        size="small"
        fullWidth
        label={t.filter}
        value={filter}
        margin="none"
        onChange={(event) => setFilter(event.target.value as FacetFilter)}
      >
        {FACET_FILTERS.map((choice) => (
          <MenuItem key={choice} value={choice}>
            {t.filters[choice]}
          </MenuItem>
        ))}
      </TextField>
      <List dense disablePadding subheader={<li />}>
        {sections.map((section) => (
          <li key={section.name}>
            <List dense disablePadding aria-label={section.name}>
              <ListSubheader sx={{ lineHeight: '32px', px: 1 }}>{section.name}</ListSubheader>
              {section.facets.map((facet) => {
                const facetType = facetTypeOf(template, facet.facetTypeId)
                if (!facetType || !facetMatchesFilter(filter, facet, facetType, userId)) return null
                return (
                  <SidebarFacet
                    key={facet.key}
                    facet={facet}
                    facetType={facetType}
                    section={section.name}
                    mine={userId !== null && facet.meta.assignedToId === userId}
                    onSelect={onSelect}
                  />
                )
              })}
            </List>
          </li>
        ))}
      </List>
    </Paper>
  )
}
