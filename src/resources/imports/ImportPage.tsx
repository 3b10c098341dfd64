import { useState } from 'react'
import UploadFileIcon from '@mui/icons-material/UploadFile'
import { Button, Card, CardContent, Link as MuiLink, Stack, TextField, Typography } from '@mui/material'
import { Title } from 'react-admin'
import { Link } from 'react-router-dom'
import { IMPORTS, sampleUrl, type ImportKindName } from '../../../common/imports'
import { ROUTES } from '../../../common/routes'
import { useStrings } from '../../i18n/useStrings'
import { ChallengeScoresTable } from './ChallengeScoresTable'
import { CurrentThemesUpload } from './CurrentThemesUpload'
import { ImportOutcome } from './ImportOutcome'
import { SheetColumns } from './SheetColumns'
import { useImport } from './useImport'

type ScreenKind = Exclude<ImportKindName, 'currentThemes'>

/** Where the imported records are seen. */
const IMPORTED_AT: Record<ScreenKind, string> = {
  topics: ROUTES.statEntities,
  briefs: ROUTES.briefs,
  challenges: ROUTES.briefs,
  statistics: ROUTES.ceft,
}

/**
 * The import screens under /analyst/elements (spec 3 §2): a sheet link imported as a whole or
 * not at all, what it came to, the sheet's columns and a sample. Import Briefs also takes the
 * current-themes file; Import Challenges lists the scores.
 */
export function ImportPage({ kind: name }: { kind: ScreenKind }) {
  const t = useStrings().imports
  const kind = IMPORTS[name]
  const { state, seconds, importLink } = useImport(kind.service)
  const [url, setUrl] = useState('')
  const running = state.phase === 'running'
  return (
    <Stack spacing={2} sx={{ mt: 2, maxWidth: 960 }}>
      <Title title={kind.title} />
      <Card>
        <CardContent>
          <Stack spacing={2}>
            <Typography variant="h6" component="h2">
              {kind.title}
            </Typography>
            <Stack
              direction="row"
              spacing={1}
              sx={{ alignItems: 'flex-start' }}
              component="form"
              onSubmit={(event) => {
                event.preventDefault()
                if (url.trim() && !running) void importLink(url)
              }}
            >
              <TextField
                label={t.sheetLink}
                helperText={t.sheetLinkHelp}
                value={url}
                onChange={(event) => setUrl(event.target.value)}
                fullWidth
                slotProps={{ htmlInput: { maxLength: 2048 } }}
              />
              <Button
                type="submit"
                variant="contained"
                startIcon={<UploadFileIcon />}
                disabled={!url.trim() || running}
                sx={{ mt: 1, flexShrink: 0 }}
              >
                {t.import}
              </Button>
            </Stack>
            <div>
              <Button
                variant="outlined"
                disabled={running}
                onClick={() => {
                  // the link as a user would paste it: the server reads its own samples from disk
                  const link = new URL(sampleUrl(kind), window.location.origin).href
                  setUrl(link)
                  void importLink(link)
                }}
              >
                {t.importSample}
              </Button>
            </div>
            <ImportOutcome state={state} seconds={seconds} />
            {state.phase === 'done' && (
              <MuiLink component={Link} to={IMPORTED_AT[name]}>
                {t.openImported[name]}
              </MuiLink>
            )}
            <SheetColumns kind={kind} />
          </Stack>
        </CardContent>
      </Card>
      {name === 'briefs' && <CurrentThemesUpload />}
      {name === 'challenges' && <ChallengeScoresTable refreshOn={state} />}
    </Stack>
  )
}
