import type { FileStorage } from '../storage/storage'
import { encodePng, type Rgb } from './png'

type Painter = (x: number, y: number) => Rgb

const SIZE = 400
const WHITE: Rgb = [255, 255, 255]

/** A three-bladed turbine on its tower in a blue disc: Northwind Energy's logo. */
const turbineLogo: Painter = (x, y) => {
  const dx = x - SIZE / 2
  const dy = y - SIZE / 2
  if (Math.hypot(dx, dy) > SIZE * 0.48) return WHITE
  const onBlade = [-90, 30, 150].some((degrees) => {
    const [cos, sin] = [Math.cos((degrees * Math.PI) / 180), Math.sin((degrees * Math.PI) / 180)]
    const along = dx * cos + dy * sin
    const across = Math.abs(-dx * sin + dy * cos)
    return along > 0 && along < SIZE * 0.36 && across < 12 * (1 - along / (SIZE * 0.4))
  })
  const onTower = dy > 0 && Math.abs(dx) < 5 + dy / 20
  if (onBlade || onTower || Math.hypot(dx, dy) < 16) return WHITE
  return y > SIZE * 0.78 ? [0, 84, 147] : [0, 114, 206]
}

/** A head-and-shoulders silhouette on a grey backdrop: a portrait placeholder. */
const silhouette: Painter = (x, y) => {
  const head = Math.hypot(x - SIZE / 2, y - SIZE * 0.38) < SIZE * 0.16
  const shoulders = y > SIZE * 0.6 && Math.hypot((x - SIZE / 2) / 1.6, y - SIZE) < SIZE * 0.38
  if (head || shoulders) return [72, 84, 96]
  const shade = 200 + Math.round((y / SIZE) * 30)
  return [shade, shade, shade + 8]
}

/** The demo's images, by the file name the demo entities give as their Media `key`. */
const DEMO_IMAGES: Record<string, Painter> = {
  'northwind-logo.png': turbineLogo,
  'hiroshi-sato.png': silhouette,
}

/** Uploads the demo's images to the storage; answers each one's storage key by its file name. */
export async function storeDemoImages(storage: FileStorage): Promise<Map<string, string>> {
  const keys = new Map<string, string>()
  for (const [name, paint] of Object.entries(DEMO_IMAGES)) {
    keys.set(name, await storage.save(name, 'image/png', encodePng(SIZE, SIZE, paint)))
  }
  return keys
}
