import { useRef, useState } from 'react'
import UploadFileIcon from '@mui/icons-material/UploadFile'
import { Button, Card, CardContent, Stack, Typography } from '@mui/material'
import { useDataProvider } from 'react-admin'
import { IMPORTS, samplePath } from '../../../common/imports'
import type { ConsoleDataProvider } from '../../providers/dataProvider'
import { useStrings } from '../../i18n/useStrings'
import { ImportOutcome } from './ImportOutcome'
import { SheetColumns } from './SheetColumns'
import { useImport } from './useImport'

const kind = IMPORTS.currentThemes

/** The current-themes file upload (spec 3 §2, §7: multipart file): briefs of type current from a CSV or XLSX file. */
export function CurrentThemesUpload() {
  const t = useStrings().imports
  const { state, seconds, importFile } = useImport(kind.service)
  const dataProvider = useDataProvider<ConsoleDataProvider>()
  const input = useRef<HTMLInputElement>(null)
  const [file, setFile] = useState<File | null>(null)
  const running = state.phase === 'running'
  // the sample as if chosen from disk: the same upload
  const importSample = () =>
    importFile(async () => {
      const { data } = await dataProvider.download(samplePath(kind), {})
      const sample = new File([data], kind.sample, { type: 'text/csv' })
      setFile(sample)
      return sample
    })
  return (
    <Card>
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            {t.currentThemes}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t.currentThemesHelp}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Button variant="outlined" onClick={() => input.current?.click()} disabled={running}>
              {t.chooseFile}
            </Button>
            <Typography variant="body2">{file?.name}</Typography>
            <input
              ref={input}
              type="file"
              hidden
              aria-label={t.currentThemes}
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
            <Button
              variant="contained"
              startIcon={<UploadFileIcon />}
              disabled={!file || running}
              onClick={() => file && void importFile(file)}
            >
              {t.importFile}
            </Button>
            <Button variant="outlined" disabled={running} onClick={() => void importSample()}>
              {t.importSampleFile}
            </Button>
          </Stack>
          <ImportOutcome state={state} seconds={seconds} />
          <SheetColumns kind={kind} />
        </Stack>
      </CardContent>
    </Card>
  )
}
