import type { Knex } from 'knex'
import type { FileStorage } from '../storage/storage'
import { encodePng, type Rgb } from './png'

const WIDTH = 90
const HEIGHT = 60

const hex = (colour: string): Rgb => [
  parseInt(colour.slice(1, 3), 16),
  parseInt(colour.slice(3, 5), 16),
  parseInt(colour.slice(5, 7), 16),
]

type Painter = (x: number, y: number) => Rgb

const vertical =
  (...colours: string[]): Painter =>
  (x) =>
    hex(colours[Math.floor((x * colours.length) / WIDTH)])
const horizontal =
  (...colours: string[]): Painter =>
  (_, y) =>
    hex(colours[Math.floor((y * colours.length) / HEIGHT)])

/** A disc of `radius` (in heights) centred at (cx, cy) (in widths and heights) over a field. */
const disc =
  (field: Painter, colour: string, cx: number, cy: number, radius: number, ring = 0): Painter =>
  (x, y) => {
    const distance = Math.hypot(x - cx * WIDTH, y - cy * HEIGHT) / HEIGHT
    const inside = distance <= radius && (!ring || distance >= radius - ring)
    return inside ? hex(colour) : field(x, y)
  }

/** A Nordic cross: `width` in heights, the upright at 3/8 of the width; an optional border in another colour. */
const nordicCross =
  (field: string, cross: string, border?: string): Painter =>
  (x, y) => {
    const dx = Math.abs(x - WIDTH * (3 / 8)) / HEIGHT
    const dy = Math.abs(y - HEIGHT / 2) / HEIGHT
    const arm = Math.min(dx, dy)
    if (arm < (border ? 0.07 : 0.1)) return hex(cross)
    if (border && arm < 0.13) return hex(border)
    return hex(field)
  }

const uae: Painter = (x, y) => (x < WIDTH / 4 ? hex('#FF0000') : horizontal('#00732F', '#FFFFFF', '#000000')(x, y))

/** Flags of some seeded countries, by ISO code: drawn, so the demo ships no image files. */
const FLAGS: Record<string, Painter> = {
  FR: vertical('#0055A4', '#FFFFFF', '#EF4135'),
  IT: vertical('#009246', '#FFFFFF', '#CE2B37'),
  IE: vertical('#169B62', '#FFFFFF', '#FF883E'),
  BE: vertical('#000000', '#FDDA24', '#EF3340'),
  NG: vertical('#008751', '#FFFFFF', '#008751'),
  DE: horizontal('#000000', '#DD0000', '#FFCE00'),
  NL: horizontal('#AE1C28', '#FFFFFF', '#21468B'),
  AT: horizontal('#C8102E', '#FFFFFF', '#C8102E'),
  RU: horizontal('#FFFFFF', '#0039A6', '#D52B1E'),
  HU: horizontal('#CE2939', '#FFFFFF', '#477050'),
  EE: horizontal('#0072CE', '#000000', '#FFFFFF'),
  BG: horizontal('#FFFFFF', '#00966E', '#D62612'),
  LT: horizontal('#FDB913', '#006A44', '#C1272D'),
  PL: horizontal('#FFFFFF', '#DC143C'),
  UA: horizontal('#0057B7', '#FFD700'),
  ID: horizontal('#CE1126', '#FFFFFF'),
  JP: disc(horizontal('#FFFFFF'), '#BC002D', 0.5, 0.5, 0.3),
  BD: disc(horizontal('#006A4E'), '#F42A41', 0.45, 0.5, 0.33),
  IN: disc(horizontal('#FF9933', '#FFFFFF', '#138808'), '#000080', 0.5, 0.5, 0.14, 0.03),
  AE: uae,
  SE: nordicCross('#006AA7', '#FECC00'),
  DK: nordicCross('#C8102E', '#FFFFFF'),
  FI: nordicCross('#FFFFFF', '#002F6C'),
  NO: nordicCross('#BA0C2F', '#00205B', '#FFFFFF'),
}

/** Gives the seeded countries above a flag uploaded to the storage, unless they have one. */
export async function seedDemoFlags(db: Knex, storage: FileStorage) {
  for (const [isoCode, paint] of Object.entries(FLAGS)) {
    const country = await db('countries').where({ iso_code: isoCode }).whereNull('flag').first()
    if (!country) continue
    const flag = await storage.save(`flag-${isoCode.toLowerCase()}.png`, 'image/png', encodePng(WIDTH, HEIGHT, paint))
    await db('countries').where({ id: country.id }).update({ flag })
  }
}
