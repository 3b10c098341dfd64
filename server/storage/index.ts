import { tmpdir } from 'node:os'
import path from 'node:path'
import type { AppConfig } from '../config'
import { LocalFileStorage } from './local'
import { S3FileStorage } from './s3'
import type { FileStorage } from './storage'

declare module '../declarations' {
  interface Configuration {
    storage: FileStorage
  }
}

/** The bucket when S3_BUCKET is set, else the server's own folder (DATA_DIR/files unless FILES_DIR says otherwise). */
export function createStorage(config: AppConfig, apiBase: string): FileStorage {
  if (config.s3) return new S3FileStorage(config.s3)
  const root = config.filesDir ?? path.join(config.dataDir ?? tmpdir(), 'files')
  return new LocalFileStorage(root, config.jwtSecret, apiBase)
}
