import { memo } from 'react'
import PersonIcon from '@mui/icons-material/Person'
import {
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  MenuItem,
  Paper,
  TextField,
} from '@mui/material'
import type { EntityTemplate, FacetType } from '../../../common/templateFormat'
import { useStrings } from '../../i18n/useStrings'
import { CompletionIcon } from './CompletionIcon'
import { facetTypeOf } from './draft'
import { useFacetCompletion, useFacetHead } from './facetSlices'
import { FACET_FILTERS, type EditorSection, type FacetFilter } from './sections'

interface EditorSidebarProps {
  template: EntityTemplate
  /** the sections the filter leaves, with the facets it shows */
  sections: EditorSection[]
  userId: string | null
  filter: FacetFilter
  onFilter: (filter: FacetFilter) => void
  onSelect: (facetKey: string, section: string) => void
}

interface SidebarFacetProps {
  facetKey: string
  facetType: FacetType
  section: string
  userId: string | null
  onSelect: (facetKey: string, section: string) => void
}

/** One facet of the list; drawn again only when its user or its colour changes. */
const SidebarFacet = memo(function SidebarFacet(props: SidebarFacetProps) {
  const t = useStrings().entityEditor
  const { facetKey, facetType, section, userId, onSelect } = props
  const facet = useFacetHead(facetKey)
  const completion = useFacetCompletion(facetKey, facetType)
  if (!facet || !completion) return null
  const mine = userId !== null && facet.meta.assignedToId === userId
  return (
    // a list's children are its items: the button goes inside one
    <ListItem disablePadding>
      <ListItemButton onClick={() => onSelect(facetKey, section)} sx={{ py: 0.25, px: 1 }}>
        <ListItemIcon sx={{ minWidth: 28 }}>
          <CompletionIcon completion={completion} />
        </ListItemIcon>
        <ListItemText primary={facetType.name} sx={{ overflowWrap: 'anywhere' }} />
        {mine && <PersonIcon fontSize="small" color="action" titleAccess={t.assignedToMe} />}
      </ListItemButton>
    </ListItem>
  )
})

/** The sections and their facets, filtered, with a marker on the facets assigned to me (spec 2 §2). */
export const EditorSidebar = memo(function EditorSidebar(props: EditorSidebarProps) {
  const { template, sections, userId, filter, onFilter, onSelect } = props
  const t = useStrings().entityEditor
  return (
    // beside the facets, stays in view while the body scrolls, and scrolls on its own when it is longer than
    // the window; above them (one column, below md), it takes part of the screen only, so that the facets show
    <Paper
      component="nav"
      aria-label={t.sections}
      sx={{
        width: { xs: 'auto', md: 240 },
        flexShrink: 0,
        position: { xs: 'static', md: 'sticky' },
        top: 64,
        maxHeight: { xs: '40vh', md: 'calc(100vh - 80px)' },
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
        onChange={(event) => onFilter(event.target.value as FacetFilter)}
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
                return (
                  facetType && (
                    <SidebarFacet
                      key={facet.key}
                      facetKey={facet.key}
                      facetType={facetType}
                      section={section.name}
                      userId={userId}
                      onSelect={onSelect}
                    />
                  )
                )
              })}
            </List>
          </li>
        ))}
      </List>
    </Paper>
  )
})
