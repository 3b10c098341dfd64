import { Readable } from 'node:stream'
import { GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { createPresignedPost } from '@aws-sdk/s3-presigned-post'
import { UPLOAD_MAX_BYTES } from '../../common/uploads'
import type { S3Config } from '../config'
import {
  isValidKey,
  newKey,
  POST_POLICY_TTL_SECONDS,
  type FileStorage,
  type PresignedPost,
  type StoredFile,
} from './storage'

/**
 * An S3-compatible bucket (AWS, MinIO, R2, …). The browser uploads straight to the bucket with a
 * presigned POST; files are served back from S3_PUBLIC_URL when the bucket is public, else
 * streamed through the API.
 */
export class S3FileStorage implements FileStorage {
  private client: S3Client
  readonly uploadOrigin: string

  constructor(private config: S3Config) {
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      // S3-compatible servers on their own address (MinIO and the like) name the bucket in the path
      forcePathStyle: Boolean(config.endpoint),
      credentials:
        config.accessKeyId && config.secretAccessKey
          ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
          : undefined,
    })
    // the address createPresignedPost hands out, as the SDK's own endpoint rules make it (the bucket's
    // host, or the region's for a bucket name with dots, or the configured endpoint)
    const endpoint = this.client.config.endpointProvider({
      Bucket: config.bucket,
      Region: config.region,
      Endpoint: config.endpoint,
      ForcePathStyle: Boolean(config.endpoint),
    })
    this.uploadOrigin = endpoint.url.origin
  }

  async presignPost(filename: string, contentType: string, maxBytes = UPLOAD_MAX_BYTES): Promise<PresignedPost> {
    const key = newKey(filename)
    // A form for one exact, random key. S3's POST policies have no condition that refuses a key which
    // holds a file (conditional writes, If-None-Match, are for PUT and multipart uploads only), so
    // within its lifetime the form's holder can post it again and replace the file: docs/operations.md.
    const { url, fields } = await createPresignedPost(this.client, {
      Bucket: this.config.bucket,
      Key: key,
      Conditions: [['content-length-range', 0, maxBytes]],
      // without success_action_status 201, S3 answers an empty 204 instead of the XML with Location and Key
      Fields: { 'Content-Type': contentType, success_action_status: '201' },
      Expires: POST_POLICY_TTL_SECONDS,
    })
    return { endpoint_url: url, params: fields }
  }

  async open(key: string): Promise<StoredFile | null> {
    if (!isValidKey(key)) return null
    if (this.config.publicUrl) return { kind: 'redirect', url: `${this.config.publicUrl}/${key}` }
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: key }))
      if (!(object.Body instanceof Readable)) return null
      return {
        kind: 'stream',
        body: object.Body,
        contentType: object.ContentType ?? 'application/octet-stream',
        size: object.ContentLength,
        etag: object.ETag,
      }
    } catch (error) {
      if (error instanceof NoSuchKey) return null
      throw error
    }
  }

  async save(filename: string, contentType: string, bytes: Buffer): Promise<string> {
    const key = newKey(filename)
    await this.client.send(
      new PutObjectCommand({ Bucket: this.config.bucket, Key: key, Body: bytes, ContentType: contentType }),
    )
    return key
  }
}
