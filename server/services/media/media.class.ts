import { BadRequest } from '@feathersjs/errors'
import { IMAGE_MAX_BYTES, isImagePickerType, isUploadType, normalizeContentType } from '../../../common/uploads'
import type { FileStorage, PresignedPost } from '../../storage/storage'
import type { MediaData } from './media.schema'

export const fileTypeNotAllowed = 'This type of file cannot be uploaded'
export const imageTypeNotAllowed = 'Choose a PNG or JPEG image'

/** POST /media: a signed form for uploading one file to the storage, answered as `{endpoint_url, params}`. */
export class MediaService {
  constructor(private storage: FileStorage) {}

  async create(data: MediaData): Promise<PresignedPost> {
    const image = data.purpose === 'image'
    if (!(image ? isImagePickerType : isUploadType)(data.contentType)) {
      throw new BadRequest(image ? imageTypeNotAllowed : fileTypeNotAllowed, { contentType: data.contentType })
    }
    const type = normalizeContentType(data.contentType)
    return image
      ? this.storage.presignPost(data.filename, type, IMAGE_MAX_BYTES)
      : this.storage.presignPost(data.filename, type)
  }
}
