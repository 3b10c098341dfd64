import { useRef, useState } from 'react'
import ReactCrop, { type PixelCrop } from 'react-image-crop'
import 'react-image-crop/dist/ReactCrop.css'
import { Box, Button, DialogActions, DialogContent, DialogTitle, ToggleButton, ToggleButtonGroup } from '@mui/material'
import { ResponsiveDialog } from '../../../../layout/ResponsiveDialog'
import { useDataProvider, useNotify } from 'react-admin'
import { ERROR_TOAST_MS } from '../../../../../common/limits'
import { useStrings } from '../../../../i18n/useStrings'
import type { ConsoleDataProvider } from '../../../../providers/dataProvider'
import { needsSignIn } from '../../../../providers/reloginStore'
import { CROP_TYPES, cropFits, initialCrop, outputSize, toNatural, type Area, type CropType } from './cropGeometry'
import { useSaveShortcut } from '../../../../layout/useSaveShortcut'

/** The crop modal is 1000 wide (spec 2 §2). */
const DIALOG_WIDTH = 1000

/** Draws an area of an image into a JPEG of a size. */
function jpegOf(image: HTMLImageElement, area: Area, size: { width: number; height: number }): Promise<Blob> {
  const canvas = document.createElement('canvas')
  canvas.width = size.width
  canvas.height = size.height
  const context = canvas.getContext('2d')
  if (!context) return Promise.reject(new Error('no canvas'))
  context.fillStyle = '#fff'
  context.fillRect(0, 0, size.width, size.height)
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, size.width, size.height)
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no image'))), 'image/jpeg', 0.9),
  )
}

interface Props {
  /** the picked image: an object URL of a file, or a data URL fetched through /proxy-download */
  src: string
  name: string
  initialType: CropType
  onCropped: (key: string) => void
  onClose: () => void
}

/**
 * The Crop modal (spec 2 §2, §5): Icon 400×400, Photo 1000×1000, freeform or square 200×200; the result
 * is stored as JPEG through the file storage (the field shows it with its 50×50 thumbnail).
 */
export function CropDialog({ src, name, initialType, onCropped, onClose }: Props) {
  const t = useStrings().mediaField
  const notify = useNotify()
  const dataProvider = useDataProvider<ConsoleDataProvider>()
  const image = useRef<HTMLImageElement>(null)
  const saveButton = useRef<HTMLButtonElement>(null)
  useSaveShortcut(saveButton)
  const [type, setType] = useState<CropType>(initialType)
  const [crop, setCrop] = useState<PixelCrop>()
  const [saving, setSaving] = useState(false)

  const start = (chosen: CropType) => {
    const shown = image.current
    if (!shown) return
    const area = initialCrop({ width: shown.width, height: shown.height }, chosen)
    setCrop({ unit: 'px', ...area })
  }

  const save = async () => {
    const shown = image.current
    if (!shown || !crop) return
    setSaving(true)
    try {
      const natural = { width: shown.naturalWidth, height: shown.naturalHeight }
      const area = toNatural(crop, { width: shown.width, height: shown.height }, natural)
      if (!cropFits(area, natural)) throw new Error('outside')
      const base = name.replace(/\.[^.]+$/, '') || 'image'
      const cropped = await jpegOf(shown, area, outputSize(area, type))
      const stored = await dataProvider.upload('media', {
        file: new File([cropped], `${base}.jpg`, { type: 'image/jpeg' }),
        purpose: 'image',
      })
      onCropped(stored.key)
    } catch (error) {
      if (!needsSignIn(error)) notify(t.cropFailed, { type: 'error', autoHideDuration: ERROR_TOAST_MS })
    } finally {
      setSaving(false)
    }
  }

  return (
    <ResponsiveDialog
      open
      onClose={onClose}
      maxWidth={false}
      // full screen on a phone: the width is the spec's from `sm` up
      slotProps={{ paper: { sx: { width: { sm: DIALOG_WIDTH } } } }}
      aria-labelledby="crop-title"
    >
      <DialogTitle id="crop-title">{t.crop}</DialogTitle>
      <DialogContent>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={type}
          onChange={(_event, chosen: CropType | null) => {
            if (!chosen) return
            setType(chosen)
            start(chosen)
          }}
          sx={{ mb: 2 }}
          aria-label={t.cropType}
        >
          {(Object.keys(CROP_TYPES) as CropType[]).map((one) => (
            <ToggleButton key={one} value={one}>
              {t.cropTypes[one]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Box sx={{ display: 'flex', justifyContent: 'center' }}>
          <ReactCrop crop={crop} onChange={(pixels) => setCrop(pixels)} aspect={CROP_TYPES[type].aspect} keepSelection>
            <img
              ref={image}
              src={src}
              alt={name}
              crossOrigin="anonymous"
              onLoad={() => start(type)}
              style={{ maxWidth: '100%', maxHeight: '60vh' }}
            />
          </ReactCrop>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t.cancel}</Button>
        <Button ref={saveButton} variant="contained" onClick={() => void save()} disabled={saving || !crop}>
          {t.saveCrop}
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  )
}
