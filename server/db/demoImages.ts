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

/** A head-and-shoulders silhouette on a backdrop of `tint`: a portrait placeholder. */
const silhouette =
  (tint: Rgb): Painter =>
  (x, y) => {
    const head = Math.hypot(x - SIZE / 2, y - SIZE * 0.38) < SIZE * 0.16
    const shoulders = y > SIZE * 0.6 && Math.hypot((x - SIZE / 2) / 1.6, y - SIZE) < SIZE * 0.38
    if (head || shoulders) return [72, 84, 96]
    const shade = Math.round((y / SIZE) * 30)
    return [tint[0] + shade, tint[1] + shade, tint[2] + shade]
  }

/** A round emblem: a ring, bands or a diamond of `mark` on a disc of `field`, the logos of the generated organisations. */
const emblem =
  (field: Rgb, mark: Rgb, shape: 'ring' | 'bands' | 'diamond'): Painter =>
  (x, y) => {
    const [dx, dy] = [x - SIZE / 2, y - SIZE / 2]
    const radius = Math.hypot(dx, dy)
    if (radius > SIZE * 0.48) return WHITE
    const marked =
      shape === 'ring'
        ? radius > SIZE * 0.22 && radius < SIZE * 0.32
        : shape === 'bands'
          ? Math.floor((y / SIZE) * 7) % 2 === 1
          : Math.abs(dx) + Math.abs(dy) < SIZE * 0.26
    return marked ? mark : field
  }

const PALETTE: [Rgb, Rgb][] = [
  [
    [0, 84, 147],
    [255, 200, 40],
  ],
  [
    [20, 110, 70],
    [240, 240, 240],
  ],
  [
    [150, 30, 45],
    [250, 210, 160],
  ],
  [
    [60, 60, 70],
    [90, 200, 230],
  ],
]
const SHAPES = ['ring', 'bands', 'diamond'] as const
const TINTS: Rgb[] = [
  [200, 200, 208],
  [190, 205, 220],
  [215, 200, 190],
]

/** The anchors' own images, by the file name the demo entities give as their Media `key`. */
const DEMO_IMAGES: Record<string, Painter> = {
  'northwind-logo.png': turbineLogo,
  'hiroshi-sato.png': silhouette(TINTS[0]),
}

export interface DemoImages {
  /** storage keys by file name */
  byName: Map<string, string>
  logos: string[]
  portraits: string[]
}

/** Uploads the demo's images to the storage: the anchors' own, a dozen logos and a few portrait placeholders. */
export async function storeDemoImages(storage: FileStorage): Promise<DemoImages> {
  const save = (name: string, paint: Painter) => storage.save(name, 'image/png', encodePng(SIZE, SIZE, paint))
  const byName = new Map<string, string>()
  for (const [name, paint] of Object.entries(DEMO_IMAGES)) byName.set(name, await save(name, paint))
  const logos: string[] = []
  for (const [index, [field, mark]] of PALETTE.entries()) {
    for (const shape of SHAPES) logos.push(await save(`logo-${index + 1}-${shape}.png`, emblem(field, mark, shape)))
  }
  const portraits: string[] = []
  for (const [index, tint] of TINTS.entries()) portraits.push(await save(`portrait-${index + 1}.png`, silhouette(tint)))
  return { byName, logos, portraits }
}
