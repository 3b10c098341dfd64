import { expect, test } from '@playwright/test'
import { apiToken, createAnalyst, createEntity, signIn } from './support'

test('an analyst creates a regulation by hand with its PDF, meets the rules, finds it in the list and edits it', async ({
  page,
  request,
}) => {
  const token = await apiToken(request)
  await createEntity(request, token, 'Actor', 'Baltic Grid Authority')
  const brief = await request.post('/api/briefs', {
    headers: { Authorization: `Bearer ${token}` },
    data: { name: 'Grid Connections', type: 'industry' },
  })
  expect(brief.status(), await brief.text()).toBe(201)
  await createAnalyst(request, 'reg.writer@example.com', 'reg-password', 'Rita Writer')
  await signIn(page, 'reg.writer@example.com', 'reg-password')

  await page.goto('/analyst/feed/regulations')
  await page.getByRole('link', { name: 'Manually create' }).click()
  await expect(page).toHaveURL(/\/analyst\/feed\/regulations\/manually-create$/)
  const publish = page.getByRole('button', { name: 'Publish' })
  await publish.click()
  for (const message of [
    'The issuer entity is required',
    'The summarized name is required',
    'The legal name is required',
    'The regulation PDF is required',
  ])
    await expect(page.getByText(message)).toBeVisible()
  await expect(publish).toBeDisabled()

  await page.getByRole('combobox', { name: 'Issuer entity' }).fill('Baltic Gr')
  await page.getByRole('option', { name: 'Baltic Grid Authority' }).click()
  await expect(page.getByText('The issuer entity is required')).toHaveCount(0)
  await page.getByRole('combobox', { name: 'Topic' }).fill('Esto')
  await page.getByRole('option', { name: 'Estonia' }).click()
  const summarized = page.getByRole('textbox', { name: 'Summarized name' })
  await summarized.fill('Grid connection deadlines')
  await expect(page.getByText('225 characters left')).toBeVisible()
  await page.getByRole('textbox', { name: 'Legal name' }).fill('Act on the Connection of Offshore Generation, 2026')
  await page.getByLabel('Start date').fill('2026-07-01')
  await expect(page.getByText('Dates: start only')).toBeVisible()
  await page.getByRole('combobox', { name: 'Industry briefs' }).fill('Grid Con')
  await page.getByRole('option', { name: 'Grid Connections' }).click()
  await page.getByLabel('Drop the regulation PDF here, or click to choose it').setInputFiles({
    name: 'grid-act.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
  })
  await expect(page.getByText('grid-act.pdf')).toBeVisible()
  await expect(publish).toBeEnabled()
  // after a first try, a field is checked as it changes
  await page.getByRole('textbox', { name: 'Source URL' }).fill('the gazette')
  await expect(page.getByText('Invalid url')).toBeVisible()
  await expect(publish).toBeDisabled()
  await page.getByRole('textbox', { name: 'Source URL' }).fill('https://gazette.example/acts/2026-41')
  await expect(publish).toBeEnabled()
  await publish.click()
  await expect(page.getByText('Regulation successfully created!')).toBeVisible()
  // the form starts afresh
  await expect(summarized).toHaveValue('')

  await page.goto('/analyst/regulations')
  await page.getByRole('textbox', { name: 'Title' }).fill('connection deadlines')
  // the filter is applied (react-admin writes it to the address after its debounce): a click before that
  // would be undone by it
  await expect(page).toHaveURL(/connection(%20|\+)deadlines/)
  const list = page.getByRole('table', { name: 'Regulations' })
  await expect(list.getByRole('row')).toHaveCount(2)
  const row = list.getByRole('row').nth(1)
  await expect(row).toContainText('Baltic Grid Authority')
  await expect(row).toContainText('Estonia')
  await expect(row).toContainText('Rita Writer')
  await row.getByRole('link', { name: 'Grid connection deadlines', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: /Edit regulation #\d+/ })).toBeVisible()
  await expect(page.getByText('grid-act.pdf')).toBeVisible()
  await expect(page.getByLabel('Start date')).toHaveValue('2026-07-01')
  await page.getByLabel('End date').fill('2026-12-31')
  await expect(page.getByText('Dates: range')).toBeVisible()
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('Regulation was saved')).toBeVisible()
  await page.reload()
  await expect(page.getByLabel('End date')).toHaveValue('2026-12-31')

  await page.goto('/analyst/regulations/999999')
  await expect(page.getByText("Can't load regulation")).toBeVisible()
  await expect(page.getByText('No record found')).toHaveCount(0)
})
