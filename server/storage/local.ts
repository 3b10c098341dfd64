import { createHash, randomUUID } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { link, mkdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises'
import type { IncomingMessage } from 'node:http'
import path from 'node:path'
import type { Readable } from 'node:stream'
import busboy from 'busboy'
import { UPLOAD_MAX_BYTES } from '../../common/uploads'
import { checkPostForm, signPolicy, type AcceptedForm, type PostPolicy } from './postPolicy'
import {
  FILES_PATH,
  StorageError,
  tooLarge,
  isValidKey,
  newKey,
  POST_POLICY_TTL_SECONDS,
  UPLOAD_PATH,
  type FileStorage,
  type PresignedPost,
  type StoredFile,
} from './storage'

/** What the local endpoint answers for a stored file, as S3 does in its PostResponse. */
export interface UploadedObject {
  location: string
  bucket: string
  key: string
  etag: string
}

interface ObjectMeta {
  contentType: string
  size: number
  etag: string
}

/** Room for the form fields beside the file in a request that announces its length. */
const FORM_OVERHEAD_BYTES = 64 * 1024
const MAX_FIELD_BYTES = 8 * 1024
const MAX_FIELDS = 20
const LOCAL_BUCKET = 'local'

const malformed = () =>
  new StorageError(400, 'MalformedPOSTRequest', 'The body of your POST request is not well-formed multipart/form-data.')

/** A form whose key holds a file already: S3's answer to a write that must not replace one (If-None-Match). */
const formUsed = () =>
  new StorageError(
    412,
    'PreconditionFailed',
    'This upload form has been used already: a form uploads one file, once. Ask for a new form.',
  )

/**
 * The server's own S3 lookalike: it signs POST policies, receives the multipart upload on its own
 * endpoint, checks it against the policy while streaming, and keeps files under `root`:
 * `objects/<key>` with `meta/<key>.json` beside, written through `tmp/` so a refused or broken
 * upload leaves nothing behind. A form names one exact key and is used once: a file takes its key by
 * a hard link, which fails when the key holds a file already, so a second post of the form, even one
 * racing the first, is refused and the first file stays as it was.
 */
export class LocalFileStorage implements FileStorage {
  constructor(
    private root: string,
    private secret: string,
    /** Path of the API as the browser sees it; the endpoint and locations are relative to the site. */
    private apiBase: string,
  ) {}

  async presignPost(filename: string, contentType: string, maxBytes = UPLOAD_MAX_BYTES): Promise<PresignedPost> {
    const key = newKey(filename)
    const fields = { key, 'Content-Type': contentType, success_action_status: '201' }
    const policy: PostPolicy = {
      expiration: new Date(Date.now() + POST_POLICY_TTL_SECONDS * 1000).toISOString(),
      conditions: [
        // the exact key, as the AWS SDK signs it: one form, one file
        { key },
        { 'Content-Type': contentType },
        { success_action_status: '201' },
        ['content-length-range', 0, maxBytes],
      ],
    }
    return { endpoint_url: this.apiBase + UPLOAD_PATH, params: { ...fields, ...signPolicy(policy, this.secret) } }
  }

  async open(key: string): Promise<StoredFile | null> {
    if (!isValidKey(key)) return null
    try {
      // the metadata appears last, once the file is whole: without it there is no file yet
      const meta = JSON.parse(await readFile(this.metaPath(key), 'utf8')) as ObjectMeta
      const { size } = await stat(this.objectPath(key))
      return {
        kind: 'stream',
        body: createReadStream(this.objectPath(key)),
        contentType: meta.contentType,
        size,
        etag: meta.etag,
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
      throw error
    }
  }

  private locationOf(key: string): string {
    return `${this.apiBase}${FILES_PATH}/${key}`
  }

  /**
   * Reads one multipart upload. The fields before the file are checked against the signed policy
   * before a byte of the file is written; the file is counted as it streams and refused as soon as
   * it passes the policy's size. S3 ignores fields after the file; so does this.
   */
  async receive(request: IncomingMessage): Promise<UploadedObject> {
    const announced = Number(request.headers['content-length'])
    if (announced > UPLOAD_MAX_BYTES + FORM_OVERHEAD_BYTES) throw tooLarge()
    await mkdir(this.tmpDir, { recursive: true })
    return new Promise((resolve, reject) => {
      let parser: busboy.Busboy
      try {
        parser = busboy({
          headers: request.headers,
          limits: { files: 1, fields: MAX_FIELDS, fieldSize: MAX_FIELD_BYTES, fileSize: UPLOAD_MAX_BYTES + 1 },
        })
      } catch {
        reject(malformed())
        return
      }
      const fields: Record<string, string> = {}
      let settled = false
      let fileSeen = false
      const fail = (error: unknown) => {
        if (settled) return
        settled = true
        reject(error instanceof StorageError ? error : malformed())
      }

      parser.on('field', (name, value, info) => {
        if (fileSeen) return
        if (info.nameTruncated || info.valueTruncated) fail(malformed())
        else fields[name] = value
      })
      parser.on('fieldsLimit', () => fail(malformed()))
      parser.on('file', (_name, stream) => {
        if (fileSeen || settled) {
          stream.resume()
          return
        }
        fileSeen = true
        let form: AcceptedForm
        try {
          form = checkPostForm(fields, this.secret)
          if (!isValidKey(form.key)) {
            throw new StorageError(
              400,
              'InvalidArgument',
              'The key may hold only letters, digits, dots, dashes and underscores, in folders separated by /',
            )
          }
        } catch (error) {
          stream.resume()
          fail(error)
          return
        }
        this.store(stream, form).then((stored) => {
          if (settled) return
          settled = true
          resolve(stored)
        }, fail)
      })
      parser.on('close', () => {
        if (!fileSeen)
          fail(new StorageError(400, 'InvalidArgument', 'POST requires exactly one file upload per request.'))
      })
      parser.on('error', fail)
      // a client that goes away mid-upload: end the file stream with an error so its partial copy is removed
      request.on('close', () => {
        if (!request.complete) parser.destroy(new Error('The client closed the upload'))
      })
      request.pipe(parser)
    })
  }

  /** Streams the file into tmp/, counting and hashing it, then moves it under its key. */
  private store(stream: Readable, form: AcceptedForm): Promise<UploadedObject> {
    const tmp = path.join(this.tmpDir, randomUUID())
    const out = createWriteStream(tmp, { flags: 'wx' })
    const hash = createHash('md5')
    let size = 0
    // every listener is in place before this returns: an error of the stream can never go unheard
    const written = new Promise<void>((resolve, reject) => {
      let refused = false
      const refuse = (error: unknown) => {
        if (refused) return
        refused = true
        // keep reading what the client still sends, writing none of it, so that the answer reaches it
        stream.removeAllListeners('data')
        stream.resume()
        reject(error)
      }
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length
        if (size > form.maxBytes) return refuse(tooLarge())
        hash.update(chunk)
        if (!out.write(chunk)) {
          stream.pause()
          out.once('drain', () => stream.resume())
        }
      })
      stream.on('error', refuse)
      out.on('error', refuse)
      stream.on('end', () => {
        if (!refused) out.end(resolve)
      })
    })
    return written
      .then(() => this.commit(tmp, form, { contentType: form.contentType, size, etag: `"${hash.digest('hex')}"` }))
      .catch(async (error: unknown) => {
        if (!out.closed) await new Promise<void>((closed) => out.destroy().once('close', () => closed()))
        await unlink(tmp).catch(() => undefined)
        throw error
      })
  }

  private async commit(tmp: string, form: AcceptedForm, meta: ObjectMeta): Promise<UploadedObject> {
    if (meta.size < form.minBytes) {
      throw new StorageError(400, 'EntityTooSmall', 'Your proposed upload is smaller than the minimum allowed size')
    }
    await this.place(tmp, form.key, meta)
    return { location: this.locationOf(form.key), bucket: LOCAL_BUCKET, key: form.key, etag: meta.etag }
  }

  async save(filename: string, contentType: string, bytes: Buffer): Promise<string> {
    const key = newKey(filename)
    await mkdir(this.tmpDir, { recursive: true })
    const tmp = path.join(this.tmpDir, randomUUID())
    await writeFile(tmp, bytes, { flag: 'wx' })
    const etag = `"${createHash('md5').update(bytes).digest('hex')}"`
    await this.place(tmp, key, { contentType, size: bytes.length, etag })
    return key
  }

  /**
   * Puts a file written in tmp/ under its key, then its metadata beside it. The file takes the key by a
   * hard link, which fails when the key is taken (atomic, also between processes): it never replaces a
   * stored file. Both appear whole, the metadata last: a reader never finds half a file or one without its type.
   */
  private async place(tmp: string, key: string, meta: ObjectMeta) {
    await mkdir(path.dirname(this.objectPath(key)), { recursive: true })
    try {
      await link(tmp, this.objectPath(key))
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw formUsed()
      throw error
    }
    try {
      await unlink(tmp)
      await mkdir(path.dirname(this.metaPath(key)), { recursive: true })
      const metaTmp = path.join(this.tmpDir, randomUUID())
      await writeFile(metaTmp, JSON.stringify(meta), { flag: 'wx' })
      await rename(metaTmp, this.metaPath(key))
    } catch (error) {
      // a file without its metadata is no file: give the key back
      await unlink(this.objectPath(key)).catch(() => undefined)
      throw error
    }
  }

  private get tmpDir() {
    return path.join(this.root, 'tmp')
  }

  private objectPath(key: string) {
    return path.join(this.root, 'objects', key)
  }

  private metaPath(key: string) {
    return path.join(this.root, 'meta', `${key}.json`)
  }
}
