import { CircularProgress, LinearProgress } from '@mui/material'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithAdmin } from '../test/renderWithAdmin'
import { ProgressNames } from './ProgressNames'

describe('ProgressNames', () => {
  it('names the progress indicators that bring no name, and keeps the names of the others', async () => {
    renderWithAdmin(
      <ProgressNames>
        <CircularProgress />
        <LinearProgress />
        <CircularProgress aria-label="Uploading the flag" />
      </ProgressNames>,
    )
    const names = (await screen.findAllByRole('progressbar')).map((bar) => bar.getAttribute('aria-label'))
    expect(names).toEqual(['Loading', 'Loading', 'Uploading the flag'])
  })
})
