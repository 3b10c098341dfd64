import { defineConfig } from 'vitest/config'
import { consoleAliases } from './vite.config.ts'

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'common/**/*.test.ts'],
          env: { LOG_LEVEL: 'silent' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias: consoleAliases },
        test: {
          name: 'console',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/test/setup.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
})
