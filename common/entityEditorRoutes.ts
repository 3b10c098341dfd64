import { ROUTES } from './routes'

const BRIEF_ENTITY_TYPE = 'Brief'
const STATISTIC_ENTITY_TYPE = 'Statistic Entity'

/**
 * The editor an entity of a type opens in (spec 1 §2, spec 2 §2): briefs in the brief editor,
 * statistic entities in theirs, every other type in the entity editor.
 */
export function entityEditorBase(type: string): string {
  if (type === BRIEF_ENTITY_TYPE) return ROUTES.briefEditor
  if (type === STATISTIC_ENTITY_TYPE) return ROUTES.statEntityEditor
  return ROUTES.entityEditor
}

/** The editor of a saved entity. */
export const entityEditorRoute = (type: string, id: string) => `${entityEditorBase(type)}/${encodeURIComponent(id)}`

/** The editor of a new entity made from a template. */
export const newEntityEditorRoute = (type: string, templateId: string) =>
  `${entityEditorBase(type)}?templateId=${encodeURIComponent(templateId)}`
