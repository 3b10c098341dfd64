import { useEffect, useState } from 'react'
import { Autocomplete, Chip, TextField } from '@mui/material'
import { useDataProvider } from 'react-admin'
import type { RssSourceType } from '../../../common/rssSourceTypes'
import type { BriefTree } from '../../../server/services/brief-tree/brief-tree.schema'
import type { ConsoleDataProvider } from '../../providers/dataProvider'
import { useStrings } from '../../i18n/useStrings'
import { FILTER_INPUT } from '../../layout/listFilters'

/** A brief of the tree as the filter lists it: under its parent, indented by its level. */
export interface TreeOption {
  id: number
  name: string
  depth: number
  /** its path in the tree: a brief under two parents is listed under each */
  key: string
}

/** The tree's briefs in the tree's order: each sector, its sub-sectors and their industries, then the ones without a parent. */
export function treeOptions(tree: BriefTree): TreeOption[] {
  const options: TreeOption[] = []
  const industries = (list: { id: number; name: string }[], depth: number, path: string) => {
    for (const industry of list)
      options.push({ id: industry.id, name: industry.name, depth, key: `${path}/${industry.id}` })
  }
  const subSectors = (list: BriefTree['sub-sector'], depth: number, path: string) => {
    for (const subSector of list) {
      options.push({ id: subSector.id, name: subSector.name, depth, key: `${path}/${subSector.id}` })
      industries(subSector.industry, depth + 1, `${path}/${subSector.id}`)
    }
  }
  for (const sector of tree.sector) {
    options.push({ id: sector.id, name: sector.name, depth: 0, key: `${sector.id}` })
    subSectors(sector['sub-sector'], 1, `${sector.id}`)
  }
  subSectors(tree['sub-sector'], 0, '')
  industries(tree.industry, 0, '')
  return options
}

const NO_TREE: BriefTree = { sector: [], 'sub-sector': [], industry: [] }

/**
 * The brief tree of a topic in one feed (GET /brief-tree?topicId&kind, spec 3 §7), or the whole tree; null
 * while it loads, and an empty tree, failed, when it could not be read.
 */
function useBriefTree(topicId: number | undefined, kind: RssSourceType) {
  const [read, setRead] = useState<{ tree: BriefTree | null; failed: boolean }>({ tree: null, failed: false })
  const dataProvider = useDataProvider<ConsoleDataProvider>()
  useEffect(() => {
    let current = true
    dataProvider
      .find<BriefTree>('brief-tree', topicId ? { topicId, kind } : {})
      .then((tree) => current && setRead({ tree, failed: false }))
      .catch(() => current && setRead({ tree: NO_TREE, failed: true }))
    return () => {
      current = false
    }
  }, [dataProvider, topicId, kind])
  return read
}

/**
 * The feed's brief choice from the brief tree (spec 3 §2: keys sector, sub-sector, industry), narrowed to
 * the briefs of the chosen topic's items in this feed. A chosen brief the topic's tree no longer holds is let
 * go; a tree that could not be read says so rather than look empty, and lets go of nothing.
 */
export function BriefTreeFilter({
  topicId,
  kind,
  value,
  onChange,
}: {
  topicId: number | undefined
  kind: RssSourceType
  value: number[]
  onChange: (ids: number[]) => void
}) {
  const strings = useStrings()
  const t = strings.feed
  const { tree, failed } = useBriefTree(topicId, kind)
  const options = tree ? treeOptions(tree) : []
  const chosen = options.filter(
    (option, index) => value.includes(option.id) && options.findIndex((one) => one.id === option.id) === index,
  )
  const stale = tree !== null && !failed && chosen.length < value.length
  useEffect(() => {
    if (stale) onChange(chosen.map((option) => option.id))
  }, [stale, chosen, onChange])
  return (
    <Autocomplete
      multiple
      loading={tree === null}
      options={options}
      value={chosen}
      getOptionKey={(option) => option.key}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      onChange={(_event, picked) => onChange([...new Set(picked.map((option) => option.id))])}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props} style={{ paddingLeft: 16 + option.depth * 16 }}>
          {option.name}
        </li>
      )}
      renderValue={(selected, getItemProps) =>
        selected.map((option, index) => {
          const { key, ...props } = getItemProps({ index })
          return <Chip key={key} size="small" label={option.name} {...props} />
        })
      }
      noOptionsText={failed ? strings.generic : t.noBriefs}
      renderInput={(params) => (
        <TextField
          {...params}
          {...FILTER_INPUT}
          label={t.briefs}
          error={failed}
          helperText={failed ? strings.generic : undefined}
        />
      )}
    />
  )
}
