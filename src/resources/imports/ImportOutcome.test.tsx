import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { importMessages } from '../../../common/imports'
import { ImportOutcome } from './ImportOutcome'
import { failureOf } from './useImport'

describe('ImportOutcome', () => {
  it('shows nothing before an import', () => {
    const { container } = render(<ImportOutcome state={{ phase: 'idle' }} seconds={0} />)
    expect(container).toBeEmptyDOMElement()
  })

  it('shows a progress bar and the time taken while the import runs', () => {
    render(<ImportOutcome state={{ phase: 'running', startedAt: 0 }} seconds={12} />)
    expect(screen.getByRole('progressbar')).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Importing… 12 s')
  })

  it('says Imported with the counts', () => {
    const result = { status: 'success', rows: 8, created: 5, updated: 1, unchanged: 2 } as const
    render(<ImportOutcome state={{ phase: 'done', result }} seconds={3} />)
    expect(screen.getByRole('status')).toHaveTextContent('Imported8 rows: 5 created, 1 updated, 2 unchanged')
  })

  it('says Not Imported with the server’s message, each row to correct and how many more there are', () => {
    const failure = failureOf({
      message: importMessages.rowsRefused,
      errors: [
        { row: 2, column: 'Topic', message: 'No country named "Atlantis"' },
        { row: 5, column: 'Score', message: 'Not a number' },
      ],
      data: { errorCount: 502 },
    })
    render(<ImportOutcome state={{ phase: 'failed', failure }} seconds={1} />)
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent(`Not Imported${importMessages.rowsRefused}`)
    const rows = within(within(alert).getByRole('table', { name: 'Not Imported' })).getAllByRole('row')
    expect(rows.map((row) => row.textContent)).toEqual([
      'RowColumnProblem',
      '2TopicNo country named "Atlantis"',
      '5ScoreNot a number',
    ])
    expect(alert).toHaveTextContent('… and 500 more rows to correct')
  })

  it('gives the reason a sheet could not be read, and a generic message for an error without one', () => {
    const failure = failureOf({ message: importMessages.sheetNotFound, data: { reason: 'The address answered 404' } })
    render(<ImportOutcome state={{ phase: 'failed', failure }} seconds={1} />)
    expect(screen.getByRole('alert')).toHaveTextContent(`${importMessages.sheetNotFound}The address answered 404`)
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    expect(failureOf(new TypeError(''))).toMatchObject({
      message: 'Something went wrong...',
      errors: [],
      errorCount: 0,
    })
  })
})
