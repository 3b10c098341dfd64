import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { defaultConsumerAppUrl, environmentOfHost, isEnvironment, type Environment } from '../common/environments'
import { log } from './logger'
import { TRASH_RETENTION_DAYS } from '../common/trash'

export interface AppConfig {
  port: number
  /** Embedded PGlite files live here when no databaseUrl is given; also local uploads and the JWT secret. */
  dataDir: string | null
  databaseUrl?: string
  /**
   * Redis carries the real-time events between the API processes when REDIS_URL is set; else PostgreSQL's
   * LISTEN/NOTIFY does (with DATABASE_URL), and embedded PGlite, one process, needs neither.
   */
  redisUrl?: string
  jwtSecret: string
  jwtExpiresIn: string
  adminEmail: string
  adminPassword: string
  /** Base address of the console, used in links sent by email. */
  publicUrl: string
  /**
   * Where roles user and trial go after accepting an invitation: CONSUMER_APP_URL, else the main consumer app
   * of the environment (spec 3 §9 "Environments by host": APP_ENV, else the one the host of publicUrl names).
   */
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
  /**
   * The console is built with a maps key (VITE_GOOGLE_MAPS_API_KEY, read from the same environment by
   * the build): its pages may then load Google's maps, which the Content-Security-Policy allows.
   */
  googleMaps?: boolean
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
  /** Days a deleted record stays in the trash before the purge deletes it for good (TRASH_RETENTION_DAYS); 0 keeps it. */
  trashRetentionDays?: number
  /** A model service for the feed items' suggestions, in place of the local analyser. */
  mlUrl?: string
  /**
   * Reverse proxies in front of the API (TRUST_PROXY): a client's address is then read from the
   * X-Forwarded-For entry the nearest of them added, so each client's sign-ins are counted as its own.
   */
  proxyHops?: number
  /** How long a streamed answer (an export, a file) may wait for its client to take data; STREAM_STALL_MS by default. */
  streamStallMs?: number
  /**
   * Seconds a stopping server (SIGTERM, SIGINT) gives the requests and exports under way before it cuts
   * their connections (STOP_GRACE_SECONDS); a save cut then is rolled back, never committed unseen.
   */
  stopGraceSeconds?: number
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
  // under the 30 s an orchestrator (Kubernetes, ECS, systemd's 90 s) waits before its SIGKILL, so that the
  // server cuts and rolls back what is left itself
  stopGraceSeconds: 25,
}

/**
 * Fewer characters than this make JWT_SECRET weak: tokens are signed with HS256, whose key should be at
 * least as long as its 256-bit hash (RFC 7518 §3.2), and a short secret can be guessed offline from
 * any one token.
 */
export const JWT_SECRET_MIN_LENGTH = 32

/**
 * A JWT_SECRET under JWT_SECRET_MIN_LENGTH characters: refused in production (NODE_ENV=production),
 * where it would let anyone who guesses it sign tokens for any account; a warning elsewhere, so that
 * tests and local runs keep their short secrets.
 */
function checkJwtSecret(secret: string, env: NodeJS.ProcessEnv) {
  if (secret.length >= JWT_SECRET_MIN_LENGTH) return
  const weak =
    `JWT_SECRET is weak: ${secret.length} characters where at least ${JWT_SECRET_MIN_LENGTH} are needed. ` +
    'Set a long random one (openssl rand -hex 32), or leave it unset to have one generated into DATA_DIR.'
  if (env.NODE_ENV === 'production') throw new Error(`${weak} A production server does not start with it.`)
  log.warn(`${weak} A production server (NODE_ENV=production) would not start with it.`)
}

/** The secret from JWT_SECRET (checked), else one generated on first start and kept in DATA_DIR. */
function jwtSecretFor(env: NodeJS.ProcessEnv, dataDir: string | null): string {
  if (env.JWT_SECRET) {
    checkJwtSecret(env.JWT_SECRET, env)
    return env.JWT_SECRET
  }
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

/** A number from 0 up (seconds, days), or the default when unset or not one. */
function amountFrom(value: string | undefined, fallback: number): number {
  const amount = Number(value ?? fallback)
  return Number.isFinite(amount) && amount >= 0 ? amount : fallback
}

/** APP_ENV when it names an environment, else the environment of the console's host. */
function environmentFrom(env: NodeJS.ProcessEnv, publicUrl: string): Environment {
  if (isEnvironment(env.APP_ENV)) return env.APP_ENV
  if (env.APP_ENV) log.warn(`APP_ENV=${env.APP_ENV} names no environment (local, dev, stage, production): ignored`)
  return environmentOfHost(new URL(publicUrl).hostname)
}

export function configFromEnv(env = process.env): AppConfig {
  const port = Number(env.PORT ?? DEFAULTS.port)
  const dataDir = path.resolve(env.DATA_DIR ?? DEFAULTS.dataDir)
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '')
  const environment = environmentFrom(env, publicUrl)
  const smtpUrl = env.SMTP_URL || undefined
  return {
    port,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    jwtSecret: jwtSecretFor(env, dataDir),
    jwtExpiresIn: env.JWT_EXPIRES_IN ?? DEFAULTS.jwtExpiresIn,
    adminEmail: env.ADMIN_EMAIL ?? DEFAULTS.adminEmail,
    adminPassword: env.ADMIN_PASSWORD ?? DEFAULTS.adminPassword,
    publicUrl,
    consumerAppUrl: env.CONSUMER_APP_URL || defaultConsumerAppUrl(environment, publicUrl),
    smtpUrl,
    outboxDir: smtpUrl || env.NODE_ENV === 'production' ? undefined : path.join(dataDir, 'outbox'),
    mailFrom: env.MAIL_FROM ?? DEFAULTS.mailFrom,
    consoleDir: path.resolve(env.CONSOLE_DIR ?? 'dist'),
    googleMaps: Boolean(env.VITE_GOOGLE_MAPS_API_KEY),
    logLevel: env.LOG_LEVEL === 'silent' ? 'silent' : 'info',
    filesDir: path.resolve(env.FILES_DIR || path.join(dataDir, 'files')),
    s3: s3FromEnv(env),
    proxyDownloadAllowPrivate: env.PROXY_DOWNLOAD_ALLOW_PRIVATE === 'true',
    streamStallMs: env.STREAM_STALL_SECONDS ? Number(env.STREAM_STALL_SECONDS) * 1000 || undefined : undefined,
    importsAllowPrivate: env.IMPORTS_ALLOW_PRIVATE === 'true',
    ingestIntervalMinutes: Number(env.INGEST_INTERVAL_MINUTES ?? DEFAULTS.ingestIntervalMinutes) || 0,
    ingestAllowPrivate: env.INGEST_ALLOW_PRIVATE === 'true',
    trashRetentionDays: amountFrom(env.TRASH_RETENTION_DAYS, TRASH_RETENTION_DAYS),
    mlUrl: env.ML_URL || undefined,
    proxyHops: Math.max(Math.floor(Number(env.TRUST_PROXY ?? 0)) || 0, 0),
    stopGraceSeconds: amountFrom(env.STOP_GRACE_SECONDS, DEFAULTS.stopGraceSeconds),
  }
}
