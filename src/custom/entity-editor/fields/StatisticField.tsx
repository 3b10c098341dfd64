import { MenuItem, Stack, TextField } from '@mui/material'
import { MAX_INPUT_LENGTH } from '../../../../common/limits'
import { COMPARE_MODES, RANK_FORMATS, type CompareMode, type RankFormat } from '../../../../common/statistics'
import type { FacetFieldType } from '../../../../common/templateFormat'
import { useStrings } from '../../../i18n/useStrings'
import { ValueRows, ruleText, textOf, type KindEditorProps } from './parts'

/** The rank format and comparison a Statistic field shows, from its values or else its rules' defaults. */
export function statisticDefaults(fieldType: FacetFieldType): { rankFormat: RankFormat; compare: CompareMode } {
  const rankFormat = ruleText(fieldType.rules['Rank-Format'])
  const compare = ruleText(fieldType.rules.Compare)
  return {
    rankFormat: RANK_FORMATS.includes(rankFormat as RankFormat) ? (rankFormat as RankFormat) : 'number',
    compare: COMPARE_MODES.includes(compare as CompareMode) ? (compare as CompareMode) : 'unlinked',
  }
}

/**
 * A Statistic field set (spec 1 §3): how its rank reads (number or percent), what it compares against
 * and a cross link. The series itself is the facet's (StatisticSeries), above the sets.
 */
export function StatisticField({ fieldType, values, onChange, readOnly }: KindEditorProps) {
  const t = useStrings().series
  const defaults = statisticDefaults(fieldType)
  const rankFormat = textOf(values.rankFormat) || defaults.rankFormat
  const compare = textOf(values.compare) || defaults.compare
  if (readOnly) {
    return (
      <ValueRows
        rows={[
          [t.rankFormat, t.rankFormats[rankFormat as RankFormat] ?? rankFormat],
          [t.compare, t.compareModes[compare as CompareMode] ?? compare],
          [t.crossLink, textOf(values.crossLink)],
        ]}
      />
    )
  }
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
      <TextField
        select
        size="small"
        label={t.rankFormat}
        value={rankFormat}
        onChange={(event) => onChange({ ...values, rankFormat: event.target.value })}
        sx={{ minWidth: 140 }}
      >
        {RANK_FORMATS.map((format) => (
          <MenuItem key={format} value={format}>
            {t.rankFormats[format]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t.compare}
        value={compare}
        onChange={(event) => onChange({ ...values, compare: event.target.value })}
        sx={{ minWidth: 140 }}
      >
        {COMPARE_MODES.map((mode) => (
          <MenuItem key={mode} value={mode}>
            {t.compareModes[mode]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        label={t.crossLink}
        value={textOf(values.crossLink)}
        onChange={(event) => onChange({ ...values, crossLink: event.target.value })}
        slotProps={{ htmlInput: { maxLength: MAX_INPUT_LENGTH } }}
        sx={{ flex: 1 }}
      />
    </Stack>
  )
}
