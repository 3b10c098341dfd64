import { defineConfig } from 'vitest/config'
import { consoleAliases } from './vite.config.ts'

/** The console's tests that replace some of its modules with vi.mock: each needs modules of its own. */
const MOCKING = [
  'src/custom/entity-editor/keystrokeRenders.test.tsx',
  'src/custom/entity-editor/EntityEditorPage.test.tsx',
  'src/layout/LiveStatus.test.tsx',
  'src/layout/notifications/NotificationBell.test.tsx',
]

const consoleProject = {
  resolve: { alias: consoleAliases },
  test: {
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    testTimeout: 20_000,
  },
}

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'common/**/*.test.ts'],
          globalSetup: ['server/test/databaseTemplate.ts'],
          // the API's modules keep no state of their own: a worker imports them once for all its files
          // (3–7 s a file) and keeps the database template it read
          isolate: false,
          env: { LOG_LEVEL: 'silent' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        ...consoleProject,
        // react-admin, MUI and the console's modules imported once per worker, not once per file (the
        // setup file clears the DOM and the storage after each test)
        test: {
          ...consoleProject.test,
          name: 'console',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: MOCKING,
          isolate: false,
        },
      },
      { ...consoleProject, test: { ...consoleProject.test, name: 'console-mocking', include: MOCKING } },
    ],
  },
})
