import { createSecretKey, randomUUID, type KeyObject } from 'node:crypto'
import { AuthenticationService, JWTStrategy, type AuthenticationResult } from '@feathersjs/authentication'
import { LocalStrategy } from '@feathersjs/authentication-local'
import { BadRequest, NotAuthenticated, NotFound } from '@feathersjs/errors'
import type { Params } from '@feathersjs/feathers'
import { Type, getValidator } from '@feathersjs/typebox'
import bcrypt from 'bcryptjs'
import type { Knex } from 'knex'
import { MAX_INPUT_LENGTH, PASSWORD_MAX_LENGTH } from '../common/limits'
import { messages } from '../common/messages'
import { trialHasEnded } from '../common/userRules'
import type { Application, HookContext } from './declarations'
import { hashPassword } from './passwords'
import { limitSocketsPerUser } from './realtime/transport'
import { endSessions, sessionVersion } from './services/users/users.sessions'
import { SignedInUsers } from './services/users/users.signed-in'
import type { User } from './services/users/users.schema'
import { withoutSecrets } from './services/users/users.secrets'
import { userWithEmail } from './services/users/users.by-email'
import { SignInThrottle } from './throttle/signInThrottle'
import { recordSignIn } from './services/home/home.visits'
import { dataValidator } from './validators'

declare module './declarations' {
  interface ServiceTypes {
    authentication: AuthenticationService
  }
}

/** What POST /authentication takes: text of bounded length, nothing else (an object as a password is a 400). */
const authenticationDataSchema = Type.Union(
  [
    Type.Object(
      {
        strategy: Type.Literal('local'),
        email: Type.String({ maxLength: MAX_INPUT_LENGTH }),
        password: Type.String({ maxLength: PASSWORD_MAX_LENGTH }),
      },
      { additionalProperties: false },
    ),
    Type.Object(
      { strategy: Type.Literal('jwt'), accessToken: Type.String({ maxLength: 4096 }) },
      { additionalProperties: false },
    ),
  ],
  { $id: 'AuthenticationData' },
)
// compiled once per process: a schema's $id may be added to the validator only once
const authenticationDataValidator = getValidator(authenticationDataSchema, dataValidator)

async function validateAuthenticationData(context: HookContext) {
  try {
    await authenticationDataValidator(context.data)
  } catch {
    throw new BadRequest(messages.signInData)
  }
}

/** Why an existing account may not sign in or keep using its token, if it may not. */
function refusal(user: User): string | undefined {
  if (user.isBlocked) return messages.accountBlocked
  if (user.role === 'trial' && trialHasEnded(user.trialEndDate)) return messages.trialEnded
  return undefined
}

class ConsoleLocalStrategy extends LocalStrategy {
  private throttle = new SignInThrottle(() => this.app!.get('knex') as Knex)
  // compared with when the email has no password, so that the answer takes as long as for a known one
  private standIn = hashPassword(randomUUID())

  async authenticate(data: { email?: unknown; password?: unknown }, params: Params) {
    const email = String(data.email ?? '')
    const password = String(data.password ?? '')
    await this.throttle.take(email, params.ip)
    const user = email.trim() ? await userWithEmail(this.app!.get('knex') as Knex, email).first() : undefined
    const hash = (user as User | undefined)?.password || (await this.standIn)
    const right = (await bcrypt.compare(password, hash)) && Boolean(user?.password)
    if (!right) throw new NotAuthenticated(messages.signInFailed)
    await this.throttle.succeeded(email, params.ip)
    const reason = refusal(user as User)
    if (reason) throw new NotAuthenticated(reason)
    await recordSignIn(this.app!.get('knex') as Knex, (user as User).id)
    return {
      authentication: { strategy: this.name! },
      user: withoutSecrets((await this.app!.service('users').get((user as User).id)) as User),
    }
  }
}

class ActiveUserJwtStrategy extends JWTStrategy {
  async getEntity(id: string) {
    let user: User
    try {
      user = await this.app!.get('signedInUsers').get(
        String(id),
        async () => (await this.app!.service('users').get(id)) as User,
      )
    } catch (error) {
      if (error instanceof NotFound) throw new NotAuthenticated('This account no longer exists')
      throw error
    }
    const reason = refusal(user)
    if (reason) throw new NotAuthenticated(reason)
    return user
  }

  /** A token works while its user's session version is the one it was issued under. */
  async authenticate(authentication: AuthenticationResult, params: Params) {
    const result = await super.authenticate(authentication, params)
    const user = (result as { user?: User }).user as User
    const issuedUnder = Number((result.authentication.payload as { sv?: number }).sv ?? 0)
    if (issuedUnder !== (user.sessionVersion ?? 0)) throw new NotAuthenticated(messages.sessionEnded)
    return { ...result, user: withoutSecrets(user) }
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

  /** A new token carries its user's session version (`sv`): raising it ends the token. */
  async getPayload(authResult: AuthenticationResult, params: Params) {
    const payload = await super.getPayload(authResult, params)
    const user = authResult.user as User | undefined
    return user ? { ...payload, sv: await sessionVersion(this.app.get('knex') as Knex, user.id) } : payload
  }

  /** Signing out (DELETE /authentication) ends every session of the account, this one included. */
  async remove(id: string | null, params?: Params) {
    if (!params?.authentication) throw new NotAuthenticated('Not authenticated')
    const result = await super.remove(id, params)
    await endSessions(this.app as Application, (result.user as User).id)
    return result
  }
}

export function authentication(app: Application) {
  const { jwtSecret, jwtExpiresIn } = app.get('config')
  app.set('signedInUsers', new SignedInUsers())
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
  app.service('authentication').hooks({
    before: { create: [validateAuthenticationData] },
    after: { create: [limitSocketsPerUser] },
  })
}
