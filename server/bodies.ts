import { BadRequest, FeathersError, NotAuthenticated } from '@feathersjs/errors'
import { bodyParser } from '@feathersjs/koa'
import type { Context, Middleware } from 'koa'
import { ANONYMOUS_BODY_MAX_BYTES, BODY_MAX_BYTES } from '../common/limits'
import { fillMessage, messages } from '../common/messages'
import type { Application } from './declarations'
import type { User } from './services/users/users.schema'

/** 413: a body past its cap, refused as soon as that is known (declared, or counted while it streams). */
export class PayloadTooLarge extends FeathersError {
  constructor(message: string, data?: unknown) {
    super(message, 'PayloadTooLarge', 413, 'payload-too-large', data)
  }
}

/** A size as the messages say it: 64 kB, 5 MB. */
export const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${+(bytes / 1024 / 1024).toFixed(1)} MB` : `${+(bytes / 1024).toFixed(1)} kB`

/**
 * Refuses a body that is not read: the answer closes the connection, so that the rest of it is not
 * read either (Node would read it to its end to keep the connection).
 */
export function refuseUnread(ctx: Context, error: FeathersError): never {
  ctx.set('Connection', 'close')
  throw error
}

const accessToken = (ctx: Context): string | undefined => {
  const authentication = ctx.feathers?.authentication as { accessToken?: unknown } | undefined
  return typeof authentication?.accessToken === 'string' ? authentication.accessToken : undefined
}

/** The signed-in caller of a request, from its token (as the services' authenticate('jwt') reads it); 401 without. */
export async function callerOf(app: Application, ctx: Context): Promise<User> {
  const token = accessToken(ctx)
  if (!token) refuseUnread(ctx, new NotAuthenticated('Not authenticated'))
  try {
    const { user } = await app
      .service('authentication')
      .authenticate({ strategy: 'jwt', accessToken: token }, {}, 'jwt')
    return user as User
  } catch (error) {
    refuseUnread(ctx, error instanceof FeathersError ? error : new NotAuthenticated('Not authenticated'))
  }
}

/**
 * The JSON, form and text body parser. A request without a valid token (sign-in, invitations, password
 * resets: none sends more than a few hundred bytes) may send ANONYMOUS_BODY_MAX_BYTES; a signed-in one
 * BODY_MAX_BYTES (a large entity save). A declared length past the cap is refused before a byte is read,
 * an undeclared one as soon as the count passes it; either is a 413 saying the cap, or a 401 when the
 * token sent is no longer valid.
 */
export function bodyParsing(app: Application): Middleware {
  const parser = (max: number, tooLarge: (ctx: Context) => FeathersError) =>
    bodyParser({
      jsonLimit: max,
      formLimit: max,
      textLimit: max,
      // an unreadable body is the client's mistake: a 4xx with a clear message, not a 500 with the parser's words
      onError: (error, ctx) => {
        if ((error as { status?: number }).status === 413) refuseUnread(ctx, tooLarge(ctx))
        throw new BadRequest(messages.bodyUnreadable)
      },
    })
  const signedIn = parser(
    BODY_MAX_BYTES,
    () => new PayloadTooLarge(fillMessage(messages.bodyTooLarge, { max: sizeText(BODY_MAX_BYTES) })),
  )
  // a large body sent with an expired token is a save whose session ended: a 401 sends the console to
  // sign in again, where a 413 would say the save is too large
  const anonymous = parser(ANONYMOUS_BODY_MAX_BYTES, (ctx) =>
    accessToken(ctx)
      ? new NotAuthenticated(messages.sessionEndedBodyUnread)
      : new PayloadTooLarge(fillMessage(messages.anonymousBodyTooLarge, { max: sizeText(ANONYMOUS_BODY_MAX_BYTES) })),
  )
  const hasValidToken = async (ctx: Context) => {
    const token = accessToken(ctx)
    if (!token) return false
    return app
      .service('authentication')
      .verifyAccessToken(token)
      .then(
        () => true,
        () => false,
      )
  }
  return async (ctx, next) => {
    // requests without a body (GET, DELETE, HEAD) pass as koa-body would let them
    if (!ctx.request.length && !ctx.get('Transfer-Encoding')) return signedIn(ctx, next)
    return (await hasValidToken(ctx)) ? signedIn(ctx, next) : anonymous(ctx, next)
  }
}
