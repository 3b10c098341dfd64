import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

export interface AppConfig {
  port: number
  /** Embedded PGlite files live here when no databaseUrl is given; also local uploads and the JWT secret. */
  dataDir: string | null
  databaseUrl?: string
  jwtSecret: string
  jwtExpiresIn: string
  adminEmail: string
  adminPassword: string
  /** Base address of the console, used in links sent by email. */
  publicUrl: string
  /** Where roles user and trial go after accepting an invitation. */
  consumerAppUrl: string
  smtpUrl?: string
  /**
   * Without SMTP outside production (NODE_ENV), each mail is also written whole to a file here
   * (DATA_DIR/outbox), so whoever runs the server can follow its links; admins never see them.
   */
  outboxDir?: string
  mailFrom: string
  /** Serve the built console from this folder, when it exists. */
  consoleDir?: string
  logLevel: 'silent' | 'info'
  /** Where the local file storage keeps uploads when no S3 bucket is set; DATA_DIR/files by default. */
  filesDir?: string
  /** An S3-compatible bucket for uploads, when S3_BUCKET is set. */
  s3?: S3Config
  /** Lets GET /proxy-download fetch addresses of this machine and of private networks. */
  proxyDownloadAllowPrivate?: boolean
  /** Lets the imports read sheet links of this machine and of private networks. */
  importsAllowPrivate?: boolean
  /** Minutes between two readings of the RSS sources by the API; 0 for none (npm run ingest reads them once). */
  ingestIntervalMinutes?: number
  /** Lets the ingestion read feeds of this machine and of private networks (the demo's fixtures). */
  ingestAllowPrivate?: boolean
  /** A model service for the feed items' suggestions, in place of the local analyser. */
  mlUrl?: string
  /**
   * Reverse proxies in front of the API (TRUST_PROXY): a client's address is then read from the
   * X-Forwarded-For entry the nearest of them added, so each client's sign-ins are counted as its own.
   */
  proxyHops?: number
}

export interface S3Config {
  bucket: string
  region: string
  /** An S3-compatible server other than AWS (MinIO, R2, …); the bucket is then named in the path. */
  endpoint?: string
  /** Without keys, the AWS SDK's own chain (environment, instance role) provides the credentials. */
  accessKeyId?: string
  secretAccessKey?: string
  /** Base address where the bucket's files are public; without it, files are streamed through the API. */
  publicUrl?: string
}

export const DEFAULTS = {
  port: 3030,
  dataDir: './data',
  adminEmail: 'admin@example.com',
  adminPassword: 'admin-password',
  jwtExpiresIn: '1d',
  mailFrom: 'Editorial Console <no-reply@localhost>',
  ingestIntervalMinutes: 30,
}

/** The secret from JWT_SECRET, else one generated on first start and kept in DATA_DIR. */
function jwtSecretFor(dataDir: string | null): string {
  if (process.env.JWT_SECRET) return process.env.JWT_SECRET
  if (!dataDir) return randomBytes(32).toString('hex')
  const file = path.join(dataDir, 'jwt-secret')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(dataDir, { recursive: true })
  const secret = randomBytes(48).toString('hex')
  writeFileSync(file, secret, { mode: 0o600 })
  return secret
}

function s3FromEnv(env: NodeJS.ProcessEnv): S3Config | undefined {
  if (!env.S3_BUCKET) return undefined
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION || 'us-east-1',
    endpoint: env.S3_ENDPOINT || undefined,
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    publicUrl: env.S3_PUBLIC_URL?.replace(/\/$/, '') || undefined,
  }
}

export function configFromEnv(env = process.env): AppConfig {
  const port = Number(env.PORT ?? DEFAULTS.port)
  const dataDir = path.resolve(env.DATA_DIR ?? DEFAULTS.dataDir)
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '')
  const smtpUrl = env.SMTP_URL || undefined
  return {
    port,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: jwtSecretFor(dataDir),
    jwtExpiresIn: env.JWT_EXPIRES_IN ?? DEFAULTS.jwtExpiresIn,
    adminEmail: env.ADMIN_EMAIL ?? DEFAULTS.adminEmail,
    adminPassword: env.ADMIN_PASSWORD ?? DEFAULTS.adminPassword,
    publicUrl,
    consumerAppUrl: env.CONSUMER_APP_URL ?? 'http://localhost:3000',
    smtpUrl,
    outboxDir: smtpUrl || env.NODE_ENV === 'production' ? undefined : path.join(dataDir, 'outbox'),
    mailFrom: env.MAIL_FROM ?? DEFAULTS.mailFrom,
    consoleDir: path.resolve(env.CONSOLE_DIR ?? 'dist'),
    logLevel: env.LOG_LEVEL === 'silent' ? 'silent' : 'info',
    filesDir: path.resolve(env.FILES_DIR || path.join(dataDir, 'files')),
    s3: s3FromEnv(env),
    proxyDownloadAllowPrivate: env.PROXY_DOWNLOAD_ALLOW_PRIVATE === 'true',
    importsAllowPrivate: env.IMPORTS_ALLOW_PRIVATE === 'true',
    ingestIntervalMinutes: Number(env.INGEST_INTERVAL_MINUTES ?? DEFAULTS.ingestIntervalMinutes) || 0,
    ingestAllowPrivate: env.INGEST_ALLOW_PRIVATE === 'true',
    mlUrl: env.ML_URL || undefined,
    proxyHops: Math.max(Math.floor(Number(env.TRUST_PROXY ?? 0)) || 0, 0),
  }
}
