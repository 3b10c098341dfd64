import { Button, DialogActions, DialogTitle } from '@mui/material'
import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { atScreenWidth } from '../test/screenWidth'
import { ResponsiveDialog } from './ResponsiveDialog'

afterEach(() => vi.unstubAllGlobals())

function renderDialog() {
  render(
    <ResponsiveDialog open fullWidth maxWidth="sm" aria-labelledby="harbour-title">
      <DialogTitle id="harbour-title">Edit harbour</DialogTitle>
      <DialogActions>
        <Button>Cancel</Button>
      </DialogActions>
    </ResponsiveDialog>,
  )
  const dialog = screen.getByRole('dialog', { name: 'Edit harbour' })
  return { dialog, paper: dialog.closest('.MuiDialog-paper') ?? dialog }
}

describe('ResponsiveDialog', () => {
  it('fills the screen of a phone, keeping its name and its way out', () => {
    atScreenWidth(390)
    const { dialog, paper } = renderDialog()
    expect(paper).toHaveClass('MuiDialog-paperFullScreen')
    expect(dialog).toContainElement(screen.getByRole('button', { name: 'Cancel' }))
  })

  it.each([600, 768, 1280])('floats as a box at %i px, as the small breakpoint and up have room for it', (width) => {
    atScreenWidth(width)
    const { paper } = renderDialog()
    expect(paper).not.toHaveClass('MuiDialog-paperFullScreen')
    expect(paper).toHaveClass('MuiDialog-paperWidthSm')
  })
})
