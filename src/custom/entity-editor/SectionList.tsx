import { memo, useState } from 'react'
import AddIcon from '@mui/icons-material/Add'
import ExpandMoreIcon from '@mui/icons-material/ExpandMore'
import { Accordion, AccordionDetails, AccordionSummary, Button, Grid, Typography } from '@mui/material'
import { useStrings } from '../../i18n/useStrings'
import { AddFacetsDialog } from './AddFacetsDialog'
import type { EntityTemplate } from '../../../common/templateFormat'
import { facetTypeOf, type FacetSlot } from './draft'
import { useEditorStore } from './editorStore'
import { FacetCard, facetElementId, type FacetCardProps } from './FacetCard'
import { NearScreen } from './NearScreen'
import { addableFacetTypes, type EditorSection } from './sections'

/** Facets drawn at once in each section, before the browser tells which are near the screen. */
const EAGER_FACETS = 4

const sectionId = (name: string) => `section-${name.replace(/[^A-Za-z0-9]+/g, '-')}`

/** What every facet card of the body shares. */
export type SharedCardProps = Omit<FacetCardProps, 'facetKey' | 'facetType' | 'first' | 'last'>

interface SectionListProps {
  template: EntityTemplate
  /** the draft's facets, in order */
  facets: readonly FacetSlot[]
  rows: EditorSection[][]
  collapsed: ReadonlySet<string>
  onToggle: (section: string) => void
  cards: SharedCardProps
}

/**
 * The body: collapsible sections row by row as the template lays them out, each with its facets.
 * Drawn again when facets are added, removed or moved; each facet card follows its own facet.
 */
export const SectionList = memo(function SectionList({
  template,
  facets,
  rows,
  collapsed,
  onToggle,
  cards,
}: SectionListProps) {
  const t = useStrings().entityEditor
  const { dispatch } = useEditorStore()
  const [addingTo, setAddingTo] = useState<string | null>(null)
  return (
    <>
      {rows.map((row) => (
        <Grid container spacing={2} key={row.map((section) => section.name).join('|')} sx={{ mb: 2 }}>
          {row.map((section) => {
            const addable = addableFacetTypes(template, facets, section.name, cards.role)
            return (
              <Grid key={section.name} size={{ xs: 12, lg: 12 / row.length }}>
                <Accordion
                  expanded={!collapsed.has(section.name)}
                  onChange={() => onToggle(section.name)}
                  disableGutters
                  slots={{ heading: 'h2' }}
                  slotProps={{ transition: { unmountOnExit: true } }}
                >
                  <AccordionSummary
                    expandIcon={<ExpandMoreIcon />}
                    id={`${sectionId(section.name)}-header`}
                    aria-controls={`${sectionId(section.name)}-content`}
                  >
                    <Typography variant="h6" component="span" sx={{ overflowWrap: 'anywhere' }}>
                      {section.name}
                    </Typography>
                  </AccordionSummary>
                  <AccordionDetails sx={{ pt: 0 }}>
                    {section.facets.length === 0 && (
                      <Typography color="text.secondary" sx={{ mb: 1 }}>
                        {t.noFacets}
                      </Typography>
                    )}
                    {section.facets.map((facet, index) => {
                      const facetType = facetTypeOf(template, facet.facetTypeId)
                      return (
                        facetType && (
                          <NearScreen key={facet.key} id={facetElementId(facet.key)} eager={index < EAGER_FACETS}>
                            <FacetCard
                              facetKey={facet.key}
                              facetType={facetType}
                              first={index === 0}
                              last={index === section.facets.length - 1}
                              {...cards}
                            />
                          </NearScreen>
                        )
                      )
                    })}
                    <Button
                      size="small"
                      startIcon={<AddIcon />}
                      disabled={addable.length === 0}
                      onClick={() => setAddingTo(section.name)}
                    >
                      {t.addFacets}
                    </Button>
                  </AccordionDetails>
                </Accordion>
              </Grid>
            )
          })}
        </Grid>
      ))}
      {addingTo !== null && (
        <AddFacetsDialog
          facetTypes={addableFacetTypes(template, facets, addingTo, cards.role)}
          onAdd={(facetTypeId) => dispatch({ type: 'addFacet', facetTypeId, userId: cards.userId, role: cards.role })}
          onClose={() => setAddingTo(null)}
        />
      )}
    </>
  )
})
