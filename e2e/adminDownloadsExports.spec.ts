import { readFileSync } from 'node:fs'
import { parse } from 'csv-parse/sync'
import ExcelJS from 'exceljs'
import { expect, test } from '@playwright/test'
import { ADMIN, apiToken, createEntity, endSessions, signIn } from './support'

test('an admin downloads the entities of a type with their fields as CSV and XLSX, and the analyst status', async ({
  page,
  request,
}) => {
  const token = await apiToken(request)
  await createEntity(request, token, 'Context', 'Monsoon outlook')
  await createEntity(request, token, 'Context', '=cmd|calc')
  await signIn(page, ADMIN.email, ADMIN.password)

  await page.goto('/admin/export')
  await page.getByRole('combobox', { name: 'Type' }).click()
  await page.getByRole('option', { name: 'Context' }).click()
  await page.getByRole('textbox', { name: 'Name contains' }).fill('monsoon')
  const csvDownload = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download' }).click()
  const csv = await csvDownload
  expect(csv.suggestedFilename()).toMatch(/^entity-content-\d{4}-\d{2}-\d{2}\.csv$/)
  const [header, ...rows] = parse(readFileSync(await csv.path(), 'utf8'), { bom: true }) as string[][]
  expect(header.slice(0, 3)).toEqual(['Entity Id', 'Entity', 'Type'])
  expect(new Set(rows.map((row) => row[1]))).toEqual(new Set(['Monsoon outlook']))
  expect(rows.map((row) => row[header.indexOf('Value')])).toContain('What Monsoon outlook is about.')

  // the same type as XLSX, both entities, the formula kept as text
  await page.getByRole('textbox', { name: 'Name contains' }).fill('')
  await page.getByRole('radio', { name: 'XLSX' }).check()
  const xlsxDownload = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download' }).click()
  const xlsx = await xlsxDownload
  expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/)
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.readFile(await xlsx.path())
  const names = new Set<unknown>()
  workbook.worksheets[0].eachRow((row, number) => number > 1 && names.add(row.getCell(2).value))
  expect(names).toEqual(new Set(['Monsoon outlook', "'=cmd|calc"]))

  // the analyst status: a table, a chart and its CSV
  await page.getByRole('menuitem', { name: 'Analyst Status' }).click()
  await expect(page).toHaveURL(/\/admin\/export\/analyst-status$/)
  const table = page.getByRole('table', { name: 'Analyst status' })
  await expect(table.getByRole('row', { name: /Administrator/ })).toBeVisible()
  await expect(page.getByRole('img', { name: /^Assigned, sent to review and published from/ })).toBeVisible()
  const statusDownload = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download CSV' }).click()
  const status = await statusDownload
  const [statusHeader, ...people] = parse(readFileSync(await status.path(), 'utf8'), { bom: true }) as string[][]
  expect(statusHeader.slice(0, 3)).toEqual(['Analyst', 'Email', 'Role'])
  expect(statusHeader.slice(-3)).toEqual(['Assigned', 'Sent to review', 'Published'])
  const admin = people.find((person) => person[1] === ADMIN.email)!
  expect(Number(admin[statusHeader.indexOf('Holding: in progress')])).toBeGreaterThanOrEqual(4)

  // a session ended meanwhile asks to sign in again over the page instead of failing the export
  await endSessions(request)
  await page.getByRole('button', { name: 'Download CSV' }).click()
  const relogin = page.getByRole('dialog', { name: 'Sign in again' })
  await expect(relogin).toBeVisible()
  await relogin.locator('input[name=password]').fill(ADMIN.password)
  await relogin.getByRole('button', { name: 'Sign In' }).click()
  await expect(relogin).toBeHidden()
  await expect(page.getByText(/^Export failed/)).toHaveCount(0)
  const again = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download CSV' }).click()
  expect((await again).suggestedFilename()).toMatch(/^analyst-status-.+\.csv$/)
})
