import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { StatusTag } from './StatusTag'

const REASON = 'Publishing failed: Facet Summary has empty required fields'

describe('StatusTag (spec 1 §4 status display)', () => {
  it.each([
    ['in progress', 'In Progress...', 'success'],
    ['published', 'Published', 'success'],
    ['unsaved', 'Unsaved', 'warning'],
    ['hidden', 'Hidden', 'warning'],
    ['failed', 'Failed', 'error'],
  ] as const)('shows %s as %s (%s)', (status, label, colour) => {
    render(<StatusTag status={status} failedReason={status === 'failed' ? REASON : null} />)
    expect(screen.getByText(label).closest('[data-status]')).toHaveAttribute('data-status', colour)
  })

  it('tells the reason of a failed publication in the Reasons popover', async () => {
    render(<StatusTag status="failed" failedReason={REASON} />)
    expect(screen.queryByText(REASON)).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Reasons' }))
    expect(await screen.findByText(REASON)).toBeVisible()
  })

  it('offers no Reasons when nothing failed', () => {
    render(<StatusTag status="in progress" failedReason={null} />)
    expect(screen.queryByRole('button', { name: 'Reasons' })).toBeNull()
  })
})
