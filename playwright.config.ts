import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { defineConfig } from '@playwright/test'

const PORT = Number(process.env.E2E_PORT ?? 3199)
// a fresh database for every run: the specs start from an empty console. Kept in the environment, which
// the test workers inherit, so that they read the server's mail outbox there (e2e/support.ts)
const dataDir = (process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'console-e2e-')))

/** The specs of the second lane (see `projects`). */
const APART = ['consoleIsAccessible.spec.ts', 'demoShowsEveryScreen.spec.ts', 'analystExportsWithProgress.spec.ts']

export default defineConfig({
  testDir: 'e2e',
  testMatch: '*.spec.ts',
  fullyParallel: false,
  // two lanes, one spec at a time each: the flows share one server and some end the first admin's sessions;
  // beside them run the axe walk (a third of the suite's time, most of it axe's own work in the page), which
  // signs in as an admin of its own, and the specs that start servers of their own (the demo's walk, the
  // exports of 100,000 rows), so that the two lanes take about as long
  workers: 2,
  projects: [
    { name: 'apart', testMatch: APART, workers: 1 },
    { name: 'flows', testIgnore: APART, workers: 1 },
  ],
  // one more try on CI, where a busy machine can stall a step; the list reports a retried spec as flaky
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: `http://localhost:${PORT}`,
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'npx tsx server/index.ts',
    url: `http://localhost:${PORT}/api/health`,
    // a new data folder's first start: 80 s here under a load of 9, which 120 s barely covered
    timeout: 300_000,
    reuseExistingServer: false,
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: '',
      ADMIN_EMAIL: 'admin@example.com',
      ADMIN_PASSWORD: 'admin-password',
      JWT_SECRET: 'e2e-secret',
      // the import specs publish their sheets on this machine
      IMPORTS_ALLOW_PRIVATE: 'true',
      // the specs' sources point nowhere: no scheduled reading of them
      INGEST_INTERVAL_MINUTES: '0',
      // the feed spec publishes its RSS document on this machine and has it read through POST /ingest-runs
      INGEST_ALLOW_PRIVATE: 'true',
      CONSUMER_APP_URL: `http://localhost:${PORT}/consumer-app`,
    },
  },
})
