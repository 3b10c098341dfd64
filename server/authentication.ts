import { createSecretKey, type KeyObject } from 'node:crypto'
import { AuthenticationService, JWTStrategy } from '@feathersjs/authentication'
import { LocalStrategy } from '@feathersjs/authentication-local'
import { NotAuthenticated, NotFound, TooManyRequests } from '@feathersjs/errors'
import type { Params } from '@feathersjs/feathers'
import type { Knex } from 'knex'
import { SIGN_IN_FAILURES_PER_ADDRESS, SIGN_IN_FAILURES_PER_EMAIL, SIGN_IN_FAILURE_WINDOW_MS } from '../common/limits'
import { messages } from '../common/messages'
import { trialHasEnded } from '../common/userRules'
import type { Application } from './declarations'
import type { User } from './services/users/users.schema'
import { SignedInUsers } from './services/users/signedInUsers'
import { withoutSecrets } from './services/users/users.secrets'
import { userWithEmail } from './services/users/userWithEmail'

declare module './declarations' {
  interface ServiceTypes {
    authentication: AuthenticationService
  }
}

/** Why an existing account may not sign in or keep using its token, if it may not. */
function refusal(user: User): string | undefined {
  if (user.isBlocked) return messages.accountBlocked
  if (user.role === 'trial' && trialHasEnded(user.trialEndDate)) return messages.trialEnded
  return undefined
}

/** Failed sign-ins are counted per email and per client address in the database, so every API process sees them. */
class SignInLimiter {
  constructor(private db: () => Knex) {}

  private keys(email: string, ip?: string) {
    return [
      { key: `email:${email.trim().toLowerCase()}`, limit: SIGN_IN_FAILURES_PER_EMAIL },
      ...(ip ? [{ key: `ip:${ip}`, limit: SIGN_IN_FAILURES_PER_ADDRESS }] : []),
    ]
  }

  async check(email: string, ip?: string) {
    const since = new Date(Date.now() - SIGN_IN_FAILURE_WINDOW_MS)
    for (const { key, limit } of this.keys(email, ip)) {
      const row = await this.db()('sign_in_failures')
        .where({ key })
        .andWhere('at', '>', since)
        .count<{ count: number }>({ count: '*' })
        .first()
      if (Number(row?.count ?? 0) >= limit) throw new TooManyRequests(messages.tooManySignIns)
    }
  }

  async fail(email: string, ip?: string) {
    await this.db()('sign_in_failures').insert(this.keys(email, ip).map(({ key }) => ({ key })))
    await this.db()('sign_in_failures')
      .where('at', '<', new Date(Date.now() - SIGN_IN_FAILURE_WINDOW_MS))
      .delete()
  }

  async succeed(email: string) {
    await this.db()('sign_in_failures')
      .where({ key: this.keys(email)[0].key })
      .delete()
  }
}

class ConsoleLocalStrategy extends LocalStrategy {
  private limiter = new SignInLimiter(() => this.app!.get('knex') as Knex)

  async findEntity(email: string) {
    const user = email ? await userWithEmail(this.app!.get('knex') as Knex, String(email)).first() : undefined
    if (!user) throw new NotAuthenticated(messages.signInFailed)
    return user
  }

  async getEntity(user: User) {
    const reason = refusal(user)
    if (reason) throw new NotAuthenticated(reason)
    return withoutSecrets((await this.app!.service('users').get(user.id)) as User)
  }

  async authenticate(data: { email?: unknown; password?: unknown }, params: Params) {
    const email = typeof data.email === 'string' ? data.email : ''
    await this.limiter.check(email, params.ip)
    try {
      const result = await super.authenticate(data, params)
      await this.limiter.succeed(email)
      return result
    } catch (error) {
      if (error instanceof NotAuthenticated && error.message === messages.signInFailed)
        await this.limiter.fail(email, params.ip)
      throw error
    }
  }
}

class ActiveUserJwtStrategy extends JWTStrategy {
  private signedIn?: SignedInUsers

  async getEntity(id: string) {
    // made at first use: the users service is registered after authentication
    this.signedIn ??= new SignedInUsers(this.app!.service('users'))
    let user: User
    try {
      user = await this.signedIn.get(String(id), async () =>
        withoutSecrets((await this.app!.service('users').get(id)) as User),
      )
    } catch (error) {
      if (error instanceof NotFound) throw new NotAuthenticated('This account no longer exists')
      throw error
    }
    const reason = refusal(user)
    if (reason) throw new NotAuthenticated(reason)
    return { ...user }
  }
}

/**
 * Tokens signed and checked with the secret as a key object: given a string, jsonwebtoken first tries to
 * read it as a public key and fails, on every request (half a millisecond of each call's CPU).
 */
class ConsoleAuthenticationService extends AuthenticationService {
  private key?: KeyObject

  private secretKey(): KeyObject {
    this.key ??= createSecretKey(Buffer.from(this.configuration.secret as string))
    return this.key
  }

  createAccessToken(...[payload, options, secret]: Parameters<AuthenticationService['createAccessToken']>) {
    return super.createAccessToken(payload, options, secret ?? this.secretKey())
  }

  verifyAccessToken(...[token, options, secret]: Parameters<AuthenticationService['verifyAccessToken']>) {
    return super.verifyAccessToken(token, options, secret ?? this.secretKey())
  }
}

export function authentication(app: Application) {
  const { jwtSecret, jwtExpiresIn } = app.get('config')
  app.set('authentication', {
    entity: 'user',
    service: 'users',
    secret: jwtSecret,
    authStrategies: ['jwt', 'local'],
    jwtOptions: {
      header: { typ: 'access' },
      audience: 'editorial-console',
      algorithm: 'HS256',
      expiresIn: jwtExpiresIn,
    },
    local: { usernameField: 'email', passwordField: 'password', errorMessage: messages.signInFailed },
  })
  const service = new ConsoleAuthenticationService(app)
  service.register('jwt', new ActiveUserJwtStrategy())
  service.register('local', new ConsoleLocalStrategy())
  app.use('authentication', service)
}
