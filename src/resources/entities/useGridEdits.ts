import { useCallback, useMemo, useRef, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useDataProvider, useNotify } from 'react-admin'
import type { EntityRecord } from '../../../common/entityFormat'
import { ERROR_TOAST_MS } from '../../../common/limits'
import type { Stage } from '../../../common/workflow'
import { format } from '../../i18n/en'
import { useStrings } from '../../i18n/useStrings'
import type { ConsoleDataProvider } from '../../providers/dataProvider'

export interface GridTopic {
  id: string
  name: string
  linkId: string
}

/** An entity as GET /entities lists it for the grid (spec 2 §3 'Entity (list view)'). */
export interface EntityGridRecord extends Pick<EntityRecord, 'id' | 'name' | 'type' | 'subType' | 'meta' | 'hidden'> {
  topics?: GridTopic[]
  completeness?: number
  createdAt: string
  updatedAt: string
}

interface TopicLinksAnswer {
  data: { id: string; sourceId: string; targetId: string }[]
  errors?: { entityId: string; error: string }[]
}

const messageOf = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback

/** What a cell edit shows of its row before the page is read again. */
export type RowOverride = Partial<Pick<EntityGridRecord, 'hidden' | 'meta'>>

/**
 * The grid's cell edits (admins): the bulk calls of spec 2 §7, each followed by a reload of the page.
 * A stage, assignee or hidden edit shows in its cell at once, until the page read again says what was
 * stored (or the call fails).
 */
export function useGridEdits() {
  const strings = useStrings()
  const dataProvider = useDataProvider<ConsoleDataProvider>()
  const notify = useNotify()
  const queryClient = useQueryClient()
  // each edit's override until its own reload: a second quick edit of a row neither hides the first
  // nor is dropped when the first one's reload comes in
  const [pending, setPending] = useState<Record<string, { token: number; override: RowOverride }[]>>({})
  const tokens = useRef(0)
  const run = useCallback(
    async (call: () => Promise<unknown>, shown?: { id: string; override: RowOverride }) => {
      const token = (tokens.current += 1)
      if (shown)
        setPending((current) => ({
          ...current,
          [shown.id]: [...(current[shown.id] ?? []), { token, override: shown.override }],
        }))
      try {
        await call()
      } catch (error) {
        notify(messageOf(error, strings.entityGrid.updateFailed), { type: 'error', autoHideDuration: ERROR_TOAST_MS })
      }
      // as react-admin's refresh, awaited: the override goes once the page says what is stored
      await queryClient.invalidateQueries()
      if (shown)
        setPending(({ [shown.id]: edits = [], ...rest }) => {
          const left = edits.filter((edit) => edit.token !== token)
          return left.length ? { ...rest, [shown.id]: left } : rest
        })
    },
    [notify, queryClient, strings],
  )
  const overrides = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(pending).map(([id, edits]) => [
          id,
          edits.reduce<RowOverride>((all, edit) => ({ ...all, ...edit.override }), {}),
        ]),
      ),
    [pending],
  )

  const updateMeta = useCallback(
    (entity: EntityGridRecord, meta: { stage: Stage; assignedToId: string | null }) =>
      run(() => dataProvider.patchMany('entity-meta-data', [{ id: entity.id, ...meta }]), {
        id: entity.id,
        override: { meta: { ...entity.meta, ...meta } as EntityGridRecord['meta'] },
      }),
    [dataProvider, run],
  )
  const updateHidden = useCallback(
    (entity: EntityGridRecord, hidden: boolean) =>
      run(() => dataProvider.patchMany('entities', [{ id: entity.id, hidden }]), {
        id: entity.id,
        override: { hidden },
      }),
    [dataProvider, run],
  )
  const setTopics = useCallback(
    (entity: EntityGridRecord, topics: string[]) =>
      run(async () => {
        const answer = await dataProvider.createMany<TopicLinksAnswer>('topic-links', [{ entityId: entity.id, topics }])
        for (const { error } of answer.errors ?? [])
          notify(
            format(strings.entityGrid.entityUpdateFailed, {
              name: entity.name || strings.entityGrid.unnamed,
              message: error,
            }),
            {
              type: 'error',
              autoHideDuration: ERROR_TOAST_MS,
            },
          )
      }),
    [dataProvider, notify, run, strings],
  )
  const removeTopic = useCallback(
    (topic: GridTopic) =>
      run(() => dataProvider.delete('topic-links', { id: topic.linkId, previousData: { id: topic.linkId } })),
    [dataProvider, run],
  )
  return useMemo(
    () => ({ updateMeta, updateHidden, setTopics, removeTopic, overrides }),
    [updateMeta, updateHidden, setTopics, removeTopic, overrides],
  )
}

export type GridEdits = ReturnType<typeof useGridEdits>
