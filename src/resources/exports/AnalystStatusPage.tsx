import { useEffect, useState } from 'react'
import DownloadIcon from '@mui/icons-material/Download'
import {
  Alert,
  Button,
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material'
import { Title, useDataProvider } from 'react-admin'
import { ANALYST_STATUS_COUNTS, ANALYST_STATUS_DEFAULT_DAYS, type AnalystStatusCount } from '../../../common/exports'
import { STAGES } from '../../../common/workflow'
import type { AnalystStatus } from '../../../server/services/analyst-status/analyst-status.schema'
import { format } from '../../i18n/en'
import { useStrings } from '../../i18n/useStrings'
import { DownloadProgressBar } from '../../layout/DownloadProgressBar'
import { useDownload } from '../../layout/useDownload'
import type { ConsoleDataProvider } from '../../providers/dataProvider'
import { StatusChart } from './StatusChart'
import { DAY_MS } from '../../../common/time'

const COUNTS = Object.keys(ANALYST_STATUS_COUNTS) as AnalystStatusCount[]
const isoDay = (at: number) => new Date(at).toISOString().slice(0, 10)

/** /admin/export/analyst-status: per analyst, facets held by stage and the range's counts, as a table, a chart and CSV. */
export function AnalystStatusPage() {
  const t = useStrings().exports
  const [from, setFrom] = useState(() => isoDay(Date.now() - (ANALYST_STATUS_DEFAULT_DAYS - 1) * DAY_MS))
  const [to, setTo] = useState(() => isoDay(Date.now()))
  const [status, setStatus] = useState<AnalystStatus | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const { running: downloading, progress, download: downloadCsv, cancel } = useDownload()
  const ready = Boolean(from && to && from <= to)
  const dataProvider = useDataProvider<ConsoleDataProvider>()

  useEffect(() => {
    if (!ready) return
    let current = true
    dataProvider
      .find<AnalystStatus>('analyst-status', { from, to })
      .then((answer) => {
        if (!current) return
        setStatus(answer)
        setFailure(null)
      })
      .catch((error: Error) => current && setFailure(format(t.loadFailed, { message: error.message })))
    return () => {
      current = false
    }
  }, [dataProvider, from, to, ready, t])

  const download = () => downloadCsv('analyst-status', { from, to, export: true }, 'analyst-status.csv')

  const rows = status?.data ?? []
  // the stages someone holds facets in: the table stays readable; the CSV has them all
  const stages = STAGES.filter((stage) => rows.some((row) => row.holding[stage]))
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={t.statusTitle} />
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            {t.statusTitle}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t.statusIntro}
          </Typography>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <TextField
              type="date"
              label={t.from}
              value={from}
              onChange={(event) => setFrom(event.target.value)}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: to } }}
              sx={{ width: 200 }}
            />
            <TextField
              type="date"
              label={t.to}
              value={to}
              onChange={(event) => setTo(event.target.value)}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: from } }}
              sx={{ width: 200 }}
            />
            <Button
              variant="outlined"
              onClick={() => void download()}
              disabled={!ready || downloading}
              startIcon={<DownloadIcon />}
              sx={{ flexShrink: 0 }}
            >
              {t.downloadCsv}
            </Button>
            {progress && <DownloadProgressBar progress={progress} onCancel={cancel} />}
          </Stack>
          {failure && <Alert severity="error">{failure}</Alert>}
          {status && rows.length === 0 && <Typography>{t.nobody}</Typography>}
          {rows.length > 0 && (
            <>
              <Table size="small" aria-label={t.statusTitle}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t.person}</TableCell>
                    <TableCell>{t.role}</TableCell>
                    {stages.map((stage) => (
                      <TableCell key={stage} align="right">
                        {format(t.holdingStage, { stage })}
                      </TableCell>
                    ))}
                    {COUNTS.map((key) => (
                      <TableCell key={key} align="right">
                        {ANALYST_STATUS_COUNTS[key]}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.map((row) => (
                    <TableRow key={row.id}>
                      <TableCell>
                        {row.name}
                        <Typography variant="caption" component="div" color="text.secondary">
                          {row.email}
                        </Typography>
                      </TableCell>
                      <TableCell>{row.role}</TableCell>
                      {stages.map((stage) => (
                        <TableCell key={stage} align="right">
                          {row.holding[stage] ?? 0}
                        </TableCell>
                      ))}
                      {COUNTS.map((key) => (
                        <TableCell key={key} align="right">
                          {row[key]}
                        </TableCell>
                      ))}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
              <StatusChart rows={rows} title={format(t.chart, { from: status!.from, to: status!.to })} />
            </>
          )}
        </Stack>
      </CardContent>
    </Card>
  )
}
