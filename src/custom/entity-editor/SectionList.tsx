import { useState } from 'react'
import AddIcon from '@mui/icons-material/Add'
import ExpandMoreIcon from '@mui/icons-material/ExpandMore'
import { Accordion, AccordionDetails, AccordionSummary, Button, Grid, Typography } from '@mui/material'
import { app } from '../../i18n/en'
import { AddFacetsDialog } from './AddFacetsDialog'
import { facetTypeOf, type EntityDraft } from './draft'
import { FacetCard, facetElementId, type FacetCardProps } from './FacetCard'
import { NearScreen } from './NearScreen'
import { addableFacetTypes, type EditorSection } from './sections'

const t = app.entityEditor

/** Facets drawn at once in each section, before the browser tells which are near the screen. */
const EAGER_FACETS = 4

const sectionId = (name: string) => `section-${name.replace(/[^A-Za-z0-9]+/g, '-')}`

/** What every facet card of the body shares. */
export type SharedCardProps = Omit<FacetCardProps, 'facet' | 'facetType' | 'first' | 'last'>

interface SectionListProps {
  draft: EntityDraft
  rows: EditorSection[][]
  collapsed: ReadonlySet<string>
  onToggle: (section: string) => void
  cards: SharedCardProps
}

/** The body: collapsible sections row by row as the template lays them out, each with its facets. */
export function SectionList({ draft, rows, collapsed, onToggle, cards }: SectionListProps) {
  const [addingTo, setAddingTo] = useState<string | null>(null)
  return (
    <>
      {rows.map((row) => (
        <Grid container spacing={2} key={row.map((section) => section.name).join('|')} sx={{ mb: 2 }}>
          {row.map((section) => {
            const addable = addableFacetTypes(draft.template, draft.facets, section.name)
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
                      const facetType = facetTypeOf(draft.template, facet.facetTypeId)
                      return (
                        facetType && (
                          <NearScreen key={facet.key} id={facetElementId(facet.key)} eager={index < EAGER_FACETS}>
                            <FacetCard
                              facet={facet}
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
                      disabled={cards.saving || addable.length === 0}
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
          facetTypes={addableFacetTypes(draft.template, draft.facets, addingTo)}
          onAdd={(facetTypeId) => cards.dispatch({ type: 'addFacet', facetTypeId, userId: cards.userId })}
          onClose={() => setAddingTo(null)}
        />
      )}
    </>
  )
}
