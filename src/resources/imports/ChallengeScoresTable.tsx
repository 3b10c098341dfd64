import { Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material'
import { useGetList } from 'react-admin'
import { MAX_PAGE_SIZE } from '../../../common/limits'
import type { ChallengeScore } from '../../../server/services/challenge-scores/challenge-scores.schema'
import { useStrings } from '../../i18n/useStrings'
import type { ImportState } from './useImport'

/** The challenge scores as stored, read again after each import (`refreshOn`). */
export function ChallengeScoresTable({ refreshOn }: { refreshOn: ImportState }) {
  const t = useStrings().imports
  const { data = [], total = 0 } = useGetList<ChallengeScore>(
    'challenge-scores',
    { pagination: { page: 1, perPage: MAX_PAGE_SIZE }, meta: { refreshOn: refreshOn.phase } },
    { enabled: refreshOn.phase !== 'running' },
  )
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {t.scores} ({total})
        </Typography>
        {data.length === 0 ? (
          <Typography variant="body2">{t.noScores}</Typography>
        ) : (
          <Table size="small" aria-label={t.scores}>
            <TableHead>
              <TableRow>
                <TableCell>{t.topic}</TableCell>
                <TableCell>{t.brief}</TableCell>
                <TableCell>{t.briefType}</TableCell>
                <TableCell align="right">{t.score}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((score) => (
                <TableRow key={score.id}>
                  <TableCell>{score.topicName}</TableCell>
                  <TableCell>{score.briefName}</TableCell>
                  <TableCell>{score.briefType}</TableCell>
                  <TableCell align="right">{score.score}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  )
}
