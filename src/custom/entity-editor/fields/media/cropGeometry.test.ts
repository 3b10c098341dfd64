import { describe, expect, it } from 'vitest'
import { cropFits, cropTypeOf, initialCrop, outputSize, toNatural } from './cropGeometry'

describe('crop geometry', () => {
  it('starts a square crop as the largest centred square, and a freeform one as the whole image', () => {
    expect(initialCrop({ width: 1600, height: 900 }, 'icon')).toEqual({ x: 350, y: 0, width: 900, height: 900 })
    expect(initialCrop({ width: 600, height: 1000 }, 'photo')).toEqual({ x: 0, y: 200, width: 600, height: 600 })
    expect(initialCrop({ width: 640, height: 480 }, 'freeform')).toEqual({ x: 0, y: 0, width: 640, height: 480 })
  })

  it('makes Icon 400×400, Photo 1000×1000, square 200×200 and freeform at most 1000 a side', () => {
    expect(outputSize({ width: 900, height: 900 }, 'icon')).toEqual({ width: 400, height: 400 })
    expect(outputSize({ width: 120, height: 120 }, 'photo')).toEqual({ width: 1000, height: 1000 })
    expect(outputSize({ width: 900, height: 900 }, 'square')).toEqual({ width: 200, height: 200 })
    expect(outputSize({ width: 3000, height: 1500 }, 'freeform')).toEqual({ width: 1000, height: 500 })
    expect(outputSize({ width: 300, height: 200 }, 'freeform')).toEqual({ width: 300, height: 200 })
  })

  it('refuses a crop outside the image or without area', () => {
    const image = { width: 800, height: 600 }
    expect(cropFits({ x: 0, y: 0, width: 800, height: 600 }, image)).toBe(true)
    expect(cropFits({ x: 700, y: 0, width: 200, height: 200 }, image)).toBe(false)
    expect(cropFits({ x: -10, y: 0, width: 100, height: 100 }, image)).toBe(false)
    expect(cropFits({ x: 10, y: 10, width: 0, height: 100 }, image)).toBe(false)
  })

  it('reads an area drawn on the shown image in the image’s own pixels', () => {
    expect(
      toNatural({ x: 10, y: 20, width: 100, height: 50 }, { width: 500, height: 250 }, { width: 1000, height: 500 }),
    ).toEqual({ x: 20, y: 40, width: 200, height: 100 })
  })

  it('starts from the field’s Image-Type rule', () => {
    expect(cropTypeOf('Icon')).toBe('icon')
    expect(cropTypeOf('Photo')).toBe('photo')
    expect(cropTypeOf(undefined)).toBe('freeform')
  })
})
