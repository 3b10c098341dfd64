import { useState } from 'react'
import AddIcon from '@mui/icons-material/Add'
import { Button, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material'
import { ResponsiveDialog } from '../../layout/ResponsiveDialog'
import { DEFAULT_RAW_DELIMITER } from '../../../common/dictionaryRules'
import { MAX_INPUT_LENGTH } from '../../../common/limits'
import { useStrings } from '../../i18n/useStrings'

export interface RawRow {
  category: string
  raw: string
}

interface Props {
  onImport: (rows: RawRow[], delimiter: string) => void
  onClose: () => void
}

/** Create From Raw Data: a delimiter and rows of a category plus its raw values. */
export function RawDataDialog({ onImport, onClose }: Props) {
  const strings = useStrings()
  const [delimiter, setDelimiter] = useState(DEFAULT_RAW_DELIMITER)
  const [rows, setRows] = useState<RawRow[]>([{ category: '', raw: '' }])
  const setRow = (index: number, patch: Partial<RawRow>) =>
    setRows(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)))
  return (
    <ResponsiveDialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="raw-data-title">
      <DialogTitle id="raw-data-title">{strings.dictionaries.importRawData}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={strings.dictionaries.delimiter}
            value={delimiter}
            onChange={(event) => setDelimiter(event.target.value)}
            sx={{ width: 160 }}
          />
          {rows.map((row, index) => (
            <Stack key={index} direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                label={strings.dictionaries.categoryName}
                value={row.category}
                onChange={(event) => setRow(index, { category: event.target.value })}
                sx={{ width: { xs: '100%', sm: 260 } }}
                slotProps={{ htmlInput: { maxLength: MAX_INPUT_LENGTH } }}
              />
              <TextField
                label={strings.dictionaries.rawValues}
                value={row.raw}
                onChange={(event) => setRow(index, { raw: event.target.value })}
                multiline
                minRows={2}
                fullWidth
              />
            </Stack>
          ))}
          <Button
            startIcon={<AddIcon />}
            onClick={() => setRows([...rows, { category: '', raw: '' }])}
            sx={{ alignSelf: 'start' }}
          >
            {strings.dictionaries.addCategory}
          </Button>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{strings.dictionaries.cancel}</Button>
        <Button
          variant="contained"
          onClick={() => {
            onImport(rows, delimiter)
            onClose()
          }}
        >
          {strings.dictionaries.import}
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  )
}
