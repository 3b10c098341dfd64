import { createHmac, timingSafeEqual } from 'node:crypto'
import { UPLOAD_MAX_BYTES } from '../../common/uploads'
import { StorageError } from './storage'

/**
 * The S3 POST policy, as the local back end signs and checks it: a base64 JSON document with an
 * expiration and conditions on the form fields, signed with HMAC-SHA256 under a key derived from
 * the server's secret (so a policy signature is never a valid token signature, nor the reverse).
 */
export type PolicyCondition =
  Record<string, string> | ['eq' | 'starts-with', string, string] | ['content-length-range', number, number]

export interface PostPolicy {
  expiration: string
  conditions: PolicyCondition[]
}

/** What a valid form allows: where the file goes, its type and its size range. */
export interface AcceptedForm {
  key: string
  contentType: string
  minBytes: number
  maxBytes: number
}

const signingKey = (secret: string) => createHmac('sha256', secret).update('file storage POST policy').digest()

const sign = (encodedPolicy: string, secret: string) =>
  createHmac('sha256', signingKey(secret)).update(encodedPolicy).digest('hex')

export function signPolicy(policy: PostPolicy, secret: string): { Policy: string; Signature: string } {
  const encoded = Buffer.from(JSON.stringify(policy)).toString('base64')
  return { Policy: encoded, Signature: sign(encoded, secret) }
}

/** Fields S3 leaves out of the policy's reach. */
const UNCHECKED_FIELDS = new Set(['policy', 'signature', 'file'])

const isCondition = (value: unknown): value is PolicyCondition => {
  if (Array.isArray(value)) {
    const [operator, a, b] = value
    if (operator === 'content-length-range') return Number.isInteger(a) && Number.isInteger(b)
    return (
      (operator === 'eq' || operator === 'starts-with') &&
      typeof a === 'string' &&
      a.startsWith('$') &&
      typeof b === 'string'
    )
  }
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.keys(value).length === 1 &&
    typeof Object.values(value)[0] === 'string'
  )
}

function decodePolicy(encoded: string): PostPolicy {
  const invalid = new StorageError(400, 'InvalidPolicyDocument', 'Invalid Policy: the policy document is malformed.')
  let policy: unknown
  try {
    policy = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8'))
  } catch {
    throw invalid
  }
  const { expiration, conditions } = (policy ?? {}) as Partial<PostPolicy>
  if (typeof expiration !== 'string' || Number.isNaN(Date.parse(expiration))) throw invalid
  if (!Array.isArray(conditions) || !conditions.every(isCondition)) throw invalid
  return { expiration, conditions }
}

const conditionFailed = (condition: PolicyCondition) =>
  new StorageError(
    403,
    'AccessDenied',
    `Invalid according to Policy: Policy Condition failed: ${JSON.stringify(condition)}`,
  )

/**
 * Checks the fields sent before the file against their signed policy, as S3 does: the signature,
 * the expiry, every condition, and that no field escapes the conditions. Field names are matched
 * without regard to case, except `key`'s value, which is compared exactly.
 */
export function checkPostForm(form: Record<string, string>, secret: string, now = new Date()): AcceptedForm {
  const fields = new Map(Object.entries(form).map(([name, value]) => [name.toLowerCase(), value]))
  const encoded = fields.get('policy')
  const signature = fields.get('signature')
  if (!encoded || !signature) {
    throw new StorageError(403, 'AccessDenied', 'The upload form must carry a Policy and its Signature')
  }
  const expected = Buffer.from(sign(encoded, secret))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    throw new StorageError(
      403,
      'SignatureDoesNotMatch',
      'The request signature we calculated does not match the signature you provided.',
    )
  }
  const policy = decodePolicy(encoded)
  if (Date.parse(policy.expiration) <= now.getTime()) {
    throw new StorageError(403, 'AccessDenied', 'Invalid according to Policy: Policy expired.')
  }
  const key = fields.get('key')
  if (!key) throw new StorageError(400, 'InvalidArgument', "Bucket POST must contain a field named 'key'.")

  const covered = new Set<string>()
  let minBytes = 0
  let maxBytes = UPLOAD_MAX_BYTES
  for (const condition of policy.conditions) {
    if (!Array.isArray(condition)) {
      const [[name, value]] = Object.entries(condition)
      covered.add(name.toLowerCase())
      if (fields.get(name.toLowerCase()) !== value) throw conditionFailed(condition)
      continue
    }
    const [operator, a, b] = condition
    if (operator === 'content-length-range') {
      minBytes = Math.max(minBytes, a)
      maxBytes = Math.min(maxBytes, b)
      continue
    }
    const name = a.slice(1).toLowerCase()
    covered.add(name)
    const value = fields.get(name)
    const holds = operator === 'eq' ? value === b : value !== undefined && value.startsWith(b)
    if (!holds) throw conditionFailed(condition)
  }
  const extra = [...fields.keys()].filter(
    (name) => !UNCHECKED_FIELDS.has(name) && !name.startsWith('x-ignore-') && !covered.has(name),
  )
  if (extra.length) {
    throw new StorageError(403, 'AccessDenied', `Invalid according to Policy: Extra input fields: ${extra.join(', ')}`)
  }
  return { key, contentType: fields.get('content-type') ?? 'application/octet-stream', minBytes, maxBytes }
}
