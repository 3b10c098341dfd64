import { pipeline, Readable, Transform, type TransformCallback } from 'node:stream'
import type { Middleware } from 'koa'
import { log } from './logger'

/**
 * Passes a stream through, and calls `onStall` once its reader has left a full buffer untaken for
 * `stallMs`. A source slow to give (a long query before the first rows) is no stall: the clock runs only
 * while data waits for the reader.
 */
class StallGuard extends Transform {
  private timer: NodeJS.Timeout | undefined

  constructor(
    private stallMs: number,
    private onStall: () => void,
  ) {
    super()
    this.once('end', () => this.stop())
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.push(chunk)
    this.watch()
    done()
  }

  // asked for more: the reader has taken what waited
  override _read(size: number) {
    this.watch()
    super._read(size)
  }

  override _destroy(error: Error | null, done: (error?: Error | null) => void) {
    this.stop()
    done(error)
  }

  private watch() {
    if (this.readableLength < this.readableHighWaterMark) this.stop()
    else this.timer ??= setTimeout(this.onStall, this.stallMs)
  }

  private stop() {
    clearTimeout(this.timer)
    this.timer = undefined
  }
}

/**
 * Ends every streamed answer whose client has taken nothing for `stallMs` while data waited for it (a
 * client that opened an export and reads nothing): the connection is closed, which destroys the stream
 * and frees what it held (its database cursor, its export slot). Placed inside the compression, which
 * replaces the body with its own stream on the way out.
 */
export function streamStall(stallMs: number): Middleware {
  return async (ctx, next) => {
    await next()
    const body: unknown = ctx.body
    if (!(body instanceof Readable)) return
    const length = ctx.response.length
    const guard = new StallGuard(stallMs, () => {
      log.warn(
        `${ctx.method} ${ctx.originalUrl.split('?')[0]}: the client took nothing for ${stallMs / 1000} s; the answer is ended`,
      )
      ctx.res.destroy()
    })
    // the guard's own failures are the source's, which Koa already reports
    pipeline(body, guard, () => undefined)
    ctx.body = guard
    if (length !== undefined) ctx.length = length
  }
}
