import { configFromEnv } from './config'
import { ensureConsoleBuilt } from './consoleBuild'
import { log } from './logger'

/** npm start: the console built if its sources changed, then the server, in this one process. */
try {
  const config = configFromEnv()
  if (config.consoleDir) ensureConsoleBuilt(config.consoleDir)
  // loaded once the build is checked, so that its line comes first rather than after a silent load of
  // the whole server (half a minute on a busy machine)
  log.info('server: loading…')
  const { start } = await import('./index')
  await start(config)
} catch (error) {
  log.error('could not start', error)
  process.exit(1)
}
