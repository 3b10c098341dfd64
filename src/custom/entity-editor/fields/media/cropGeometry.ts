/**
 * The crop of the image picker (spec 2 §5): the crop types, where a crop starts, whether one lies in
 * the image, and the size of what it makes. Pixels are the image's own (natural) pixels.
 */

export interface Size {
  width: number
  height: number
}
export interface Area extends Size {
  x: number
  y: number
}

export const CROP_TYPES = {
  icon: { label: 'Icon', aspect: 1, output: { width: 400, height: 400 } },
  photo: { label: 'Photo', aspect: 1, output: { width: 1000, height: 1000 } },
  freeform: { label: 'Freeform', aspect: undefined, output: undefined },
  square: { label: 'Square', aspect: 1, output: { width: 200, height: 200 } },
} as const satisfies Record<string, { label: string; aspect: number | undefined; output: Size | undefined }>
export type CropType = keyof typeof CROP_TYPES

/** The small square shown in lists, made beside every crop. */
export const THUMBNAIL: Size = { width: 50, height: 50 }
/** A freeform crop keeps its shape, its longer side at most this. */
export const FREEFORM_MAX_SIDE = 1000

/** The crop type a Media field starts with: its Image-Type rule (Icon, Photo, Square), else freeform. */
export function cropTypeOf(imageType: unknown): CropType {
  const named = typeof imageType === 'string' ? imageType.toLowerCase() : ''
  return named in CROP_TYPES ? (named as CropType) : 'freeform'
}

/** Where a crop starts: the largest centred area of the type's shape (the whole image when freeform). */
export function initialCrop(image: Size, type: CropType): Area {
  const aspect = CROP_TYPES[type].aspect
  if (!aspect) return { x: 0, y: 0, width: image.width, height: image.height }
  const width = Math.min(image.width, image.height * aspect)
  const height = width / aspect
  return {
    x: Math.round((image.width - width) / 2),
    y: Math.round((image.height - height) / 2),
    width: Math.round(width),
    height: Math.round(height),
  }
}

/** A crop lies in the image and has an area (rounding of a pixel at the edges forgiven). */
export function cropFits(crop: Area, image: Size): boolean {
  return (
    crop.width >= 1 &&
    crop.height >= 1 &&
    crop.x >= -0.5 &&
    crop.y >= -0.5 &&
    crop.x + crop.width <= image.width + 0.5 &&
    crop.y + crop.height <= image.height + 0.5
  )
}

/** An area drawn on the image as shown, in the image's own pixels. */
export function toNatural(area: Area, shown: Size, image: Size): Area {
  const scaleX = image.width / shown.width
  const scaleY = image.height / shown.height
  return { x: area.x * scaleX, y: area.y * scaleY, width: area.width * scaleX, height: area.height * scaleY }
}

/** The size of the JPEG a crop makes: the type's, or a freeform crop's own shape at most 1000 a side. */
export function outputSize(crop: Size, type: CropType): Size {
  const fixed = CROP_TYPES[type].output
  if (fixed) return fixed
  const scale = Math.min(1, FREEFORM_MAX_SIDE / Math.max(crop.width, crop.height))
  return { width: Math.max(1, Math.round(crop.width * scale)), height: Math.max(1, Math.round(crop.height * scale)) }
}
