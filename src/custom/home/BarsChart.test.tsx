import { fireEvent, screen } from '@testing-library/react'
import { Route, Routes, useLocation } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { renderWithAdmin } from '../../test/renderWithAdmin'
import { BarsChart } from './BarsChart'

function Where() {
  const location = useLocation()
  return <p>at {location.pathname + location.search}</p>
}

describe('BarsChart', () => {
  it('names itself to assistive technology and opens the screen behind a clicked bar', async () => {
    const { container } = renderWithAdmin(
      <Routes>
        <Route
          path="/"
          element={
            <div style={{ width: 400 }}>
              <BarsChart
                title="Your facets by stage"
                desc="Bars of your facets per stage"
                categories={['review', 'rejected']}
                series={[{ id: 'facets', label: 'Facets', data: [3, 1] }]}
                linkOf={(seriesId, index) => `/grid?series=${seriesId}&index=${index}`}
              />
            </div>
          }
        />
        <Route path="/grid" element={<Where />} />
      </Routes>,
    )
    const chart = screen.getByRole('figure', { name: 'Your facets by stage' })
    expect(document.getElementById(chart.getAttribute('aria-describedby')!)).toHaveTextContent(
      'Bars of your facets per stage',
    )
    const bars = container.querySelectorAll('rect.MuiBarChart-element')
    expect(bars.length).toBe(2)
    // MUI X finds the bar under the pointer from its coordinates (jsdom lays out nothing: the chart's origin is 0, 0)
    const second = bars[1]
    const x = Number(second.getAttribute('x')) + Number(second.getAttribute('width')) / 2
    const y = Number(second.getAttribute('y')) + Number(second.getAttribute('height')) / 2
    fireEvent.click(second, { clientX: x, clientY: y })
    expect(await screen.findByText('at /grid?series=facets&index=1')).toBeInTheDocument()
  })
})
