import { Fragment } from 'react'
import {
  descriptionParts,
  sourceHost,
  splitSources,
  type DescriptionContext,
  type FacetGridRow,
} from '../../../common/facetGrid'
import type { Role } from '../../../common/roles'
import { FACET_STAGE_CHOICES, type Stage } from '../../../common/workflow'
import { format } from '../../i18n/en'
import { useStrings, type AppStrings } from '../../i18n/useStrings'

/**
 * A description with its link markup as anchors (a `{withParam}` one carrying the facet's ids) and its
 * newlines as line breaks (spec 2 §2).
 */
export function DescriptionText({ text, context }: { text: string | null; context: DescriptionContext }) {
  return (
    <span className="dg-text">
      {descriptionParts(text ?? '', context).map((part, index) =>
        'lineBreak' in part ? (
          <br key={index} />
        ) : 'href' in part ? (
          <a key={index} className="dg-link" href={part.href} target="_blank" rel="noopener noreferrer" tabIndex={-1}>
            {part.name}
          </a>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </span>
  )
}

/** A description as its cell's tooltip: the text, each link by its name. */
export const descriptionTitle = (text: string | null) =>
  descriptionParts(text ?? '')
    .map((part) => ('lineBreak' in part ? '\n' : 'href' in part ? part.name : part.text))
    .join('')

/** Sources as links named by their host, or 'link' (spec 2 §2). */
export function SourceLinks({ text }: { text: string }) {
  const t = useStrings().facetGrid
  return (
    <span className="dg-text">
      {splitSources(text).map((source, index) => (
        <Fragment key={index}>
          {index > 0 && ' '}
          <a className="dg-link" href={source} target="_blank" rel="noopener noreferrer" title={source} tabIndex={-1}>
            {sourceHost(source) === 'link' ? t.link : sourceHost(source)}
          </a>
        </Fragment>
      ))}
    </span>
  )
}

type FacetGridStrings = AppStrings['facetGrid']

export const entityLabel = (row: FacetGridRow, t: FacetGridStrings) => row.entity.name || t.unnamed

/**
 * A link into the entity editor, optionally to one facet (its id as the fragment): a plain anchor the grid
 * routes (`data-route`); the cell is the tab stop.
 */
export function EditorLink({ to, label, children }: { to: string; label: string; children: string }) {
  return (
    <a href={to} aria-label={label} tabIndex={-1} className="dg-link dg-text" data-route>
      {children}
    </a>
  )
}

/** The stages a role may choose, and the row's own stage when it is not among them (shown, not chosen). */
export function stageChoices(role: Role, current: Stage) {
  const choices = FACET_STAGE_CHOICES[role]
  return (choices.includes(current) ? choices : [current, ...choices]).map((stage) => ({
    value: stage,
    label: stage,
    disabled: !choices.includes(stage),
  }))
}

export const editLabel = (column: keyof FacetGridStrings['columns'], row: FacetGridRow, t: FacetGridStrings) =>
  format(t.edit, { column: t.columns[column], facet: `${row.type.name} ${entityLabel(row, t)}` })
