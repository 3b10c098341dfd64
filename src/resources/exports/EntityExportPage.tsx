import { useState } from 'react'
import DownloadIcon from '@mui/icons-material/Download'
import {
  Button,
  Card,
  CardContent,
  FormControlLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material'
import { Title } from 'react-admin'
import { dayRange } from '../../../common/dayRange'
import { EXPORT_FORMATS, type ExportFormat } from '../../../common/exports'
import { ENTITY_TYPES } from '../../../common/templateFormat'
import { ENTITY_STAGES } from '../../../common/workflow'
import { useStrings } from '../../i18n/useStrings'
import { DownloadProgressBar } from '../../layout/DownloadProgressBar'
import { useDownload } from '../../layout/useDownload'

export interface EntityExportFilters {
  type: string
  subType: string
  name: string
  stage: string
  modifiedFrom: string
  modifiedTo: string
}

/** The query of GET /entity-exports: the entity grid's query for these filters (empty ones left out). */
export function entityExportQuery(filters: EntityExportFilters, fileFormat: ExportFormat) {
  const modified = dayRange(filters.modifiedFrom, filters.modifiedTo)
  return {
    format: fileFormat,
    ...(filters.type && { type: filters.type }),
    ...(filters.subType.trim() && { subType: { $iLike: filters.subType.trim() } }),
    ...(filters.name.trim() && { name: { $iLike: filters.name.trim() } }),
    ...(filters.stage && { stage: filters.stage }),
    ...(modified && { updatedAt: modified }),
  }
}

const EMPTY: EntityExportFilters = { type: '', subType: '', name: '', stage: '', modifiedFrom: '', modifiedTo: '' }

/** /admin/export: entities of a type with their facets and fields, as CSV or XLSX. */
export function EntityExportPage() {
  const t = useStrings().exports
  const [filters, setFilters] = useState(EMPTY)
  const [fileFormat, setFileFormat] = useState<ExportFormat>('csv')
  const { running, progress, download, cancel } = useDownload()
  const set = (key: keyof EntityExportFilters) => (event: { target: { value: string } }) =>
    setFilters((current) => ({ ...current, [key]: event.target.value }))
  const run = () => download('entity-exports', entityExportQuery(filters, fileFormat), `entity-content.${fileFormat}`)
  return (
    <Card sx={{ mt: 2, maxWidth: 960 }}>
      <Title title={t.entitiesTitle} />
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            {t.entitiesTitle}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t.entitiesIntro}
          </Typography>
          <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <TextField select label={t.type} value={filters.type} onChange={set('type')} sx={{ width: 200 }}>
              <MenuItem value="">{t.allTypes}</MenuItem>
              {ENTITY_TYPES.map((type) => (
                <MenuItem key={type} value={type}>
                  {type}
                </MenuItem>
              ))}
            </TextField>
            <TextField label={t.subType} value={filters.subType} onChange={set('subType')} sx={{ width: 200 }} />
            <TextField label={t.name} value={filters.name} onChange={set('name')} sx={{ width: 240 }} />
            <TextField select label={t.stage} value={filters.stage} onChange={set('stage')} sx={{ width: 200 }}>
              <MenuItem value="">{t.anyStage}</MenuItem>
              {ENTITY_STAGES.map((stage) => (
                <MenuItem key={stage} value={stage}>
                  {stage}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              type="date"
              label={t.modifiedFrom}
              value={filters.modifiedFrom}
              onChange={set('modifiedFrom')}
              slotProps={{ inputLabel: { shrink: true } }}
              sx={{ width: 200 }}
            />
            <TextField
              type="date"
              label={t.modifiedTo}
              value={filters.modifiedTo}
              onChange={set('modifiedTo')}
              slotProps={{ inputLabel: { shrink: true } }}
              sx={{ width: 200 }}
            />
          </Stack>
          <RadioGroup
            row
            aria-label={t.format}
            value={fileFormat}
            onChange={(event) => setFileFormat(event.target.value as ExportFormat)}
          >
            {EXPORT_FORMATS.map((one) => (
              <FormControlLabel key={one} value={one} control={<Radio />} label={one.toUpperCase()} />
            ))}
          </RadioGroup>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Button variant="contained" onClick={() => void run()} disabled={running} startIcon={<DownloadIcon />}>
              {running ? t.downloading : t.download}
            </Button>
            {progress && <DownloadProgressBar progress={progress} onCancel={cancel} />}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  )
}
