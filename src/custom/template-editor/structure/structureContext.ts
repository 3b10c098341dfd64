import { createContext, useContext, type Dispatch } from 'react'
import type { EditorAction } from '../editorState'

/** What every part of the structured view needs: the editor's dispatch, and the template's errors by path. */
export interface StructureTools {
  dispatch: Dispatch<EditorAction>
  /** the first problem the template rules find at this path (`facetTypes[0].name`), if any */
  errorAt: (path: string) => string | undefined
}

export const StructureContext = createContext<StructureTools | null>(null)

export function useStructure(): StructureTools {
  const tools = useContext(StructureContext)
  if (!tools) throw new Error('useStructure is used outside the template editor')
  return tools
}
