import { configFromEnv } from './config'
import { ensureConsoleBuilt } from './consoleBuild'
import { start } from './index'
import { log } from './logger'

/** npm start: the console built if its sources changed, then the server, in this one process. */
try {
  const config = configFromEnv()
  if (config.consoleDir) ensureConsoleBuilt(config.consoleDir)
  await start(config)
} catch (error) {
  log.error('could not start', error)
  process.exit(1)
}
