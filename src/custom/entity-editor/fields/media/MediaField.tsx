import { useEffect, useRef, useState } from 'react'
import { Box, Button, Stack, TextField, Typography } from '@mui/material'
import { useDataProvider, useNotify } from 'react-admin'
import { ERROR_TOAST_MS, MAX_INPUT_LENGTH } from '../../../../../common/limits'
import { IMAGE_MAX_BYTES, IMAGE_PICKER_TYPES, isImagePickerType } from '../../../../../common/uploads'
import type { ProxiedImage } from '../../../../../server/services/proxy-download/proxy-download.schema'
import { useStrings } from '../../../../i18n/useStrings'
import type { ConsoleDataProvider } from '../../../../providers/dataProvider'
import { fileUrl } from '../../../../providers/files'
import { needsSignIn } from '../../../../providers/reloginStore'
import { ValueRows, textOf, type KindEditorProps } from '../parts'
import { CropDialog } from './CropDialog'
import { THUMBNAIL, cropTypeOf } from './cropGeometry'
import { errorText } from '../../../../providers/apiErrors'

const ACCEPT = Object.entries(IMAGE_PICKER_TYPES)
  .flatMap(([type, extensions]) => [type, ...extensions])
  .join(',')

/** An image picked for cropping: where the browser reads it, its name, and where it came from. */
interface Picked {
  src: string
  name: string
  from: { sourceKey: string } | { urlInput: string }
}

/**
 * A Media field (spec 1 §3, spec 2 §3, §5, §7): an image uploaded from the PC (png, jpg, jpeg, at most
 * 21.9 MB; the original kept as its source) or fetched from an address through /proxy-download, cropped
 * in the Crop modal and stored as JPEG; its label, and its detail and source address where the rules
 * ask for them.
 */
export function MediaField({ fieldType, values, onChange, readOnly, label }: KindEditorProps) {
  const t = useStrings().mediaField
  const notify = useNotify()
  const dataProvider = useDataProvider<ConsoleDataProvider>()
  const input = useRef<HTMLInputElement>(null)
  const [url, setUrl] = useState(textOf(values.urlInput))
  const [picked, setPicked] = useState<Picked | null>(null)
  const [busy, setBusy] = useState(false)
  const key = textOf(values.key)
  const withDetail = fieldType.rules['Image-Detail'] === 'on'
  const withSource = fieldType.rules['Image-Provenance'] === 'on'
  useEffect(() => () => void (picked?.src.startsWith('blob:') && URL.revokeObjectURL(picked.src)), [picked])

  const fromPc = async (file: File | undefined) => {
    if (!file) return
    if (!isImagePickerType(file.type)) return notify(t.wrongType, { type: 'error', autoHideDuration: ERROR_TOAST_MS })
    if (file.size > IMAGE_MAX_BYTES) return notify(t.tooLarge, { type: 'error', autoHideDuration: ERROR_TOAST_MS })
    setBusy(true)
    try {
      const original = await dataProvider.upload('media', { file, purpose: 'image' })
      setPicked({ src: URL.createObjectURL(file), name: file.name, from: { sourceKey: original.key } })
    } catch (error) {
      if (needsSignIn(error)) return
      notify(errorText(error, t.cropFailed), { type: 'error', autoHideDuration: ERROR_TOAST_MS })
    } finally {
      setBusy(false)
    }
  }

  const fromUrl = async () => {
    setBusy(true)
    try {
      const image = await dataProvider.find<ProxiedImage>('proxy-download', { url: url.trim() })
      if (!isImagePickerType(image.contentType)) throw new Error('type')
      const name = url.trim().split('/').pop()?.split('?')[0] || 'image'
      setPicked({ src: `data:${image.contentType};base64,${image.data}`, name, from: { urlInput: url.trim() } })
    } catch {
      notify(t.invalidUrl, { type: 'error', autoHideDuration: ERROR_TOAST_MS })
    } finally {
      setBusy(false)
    }
  }

  const text = (field: 'imageLabel' | 'imageDetail' | 'sourceUrl', name: string) => (
    <TextField
      size="small"
      label={name}
      value={textOf(values[field])}
      onChange={(event) => onChange({ ...values, [field]: event.target.value })}
      slotProps={{ htmlInput: { maxLength: MAX_INPUT_LENGTH } }}
      multiline={field === 'imageDetail'}
    />
  )

  return (
    <Stack spacing={1}>
      {key && (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-end' }}>
          <Box
            component="img"
            src={fileUrl(key)}
            alt={textOf(values.imageLabel) || label}
            sx={{ display: 'block', maxWidth: 200, maxHeight: 200, borderRadius: 1, objectFit: 'contain' }}
          />
          <Box
            component="img"
            src={fileUrl(key)}
            alt={t.thumbnail}
            sx={{ width: THUMBNAIL.width, height: THUMBNAIL.height, objectFit: 'cover', borderRadius: 0.5 }}
          />
        </Stack>
      )}
      {readOnly ? (
        <ValueRows
          rows={[
            [t.label, textOf(values.imageLabel)],
            [t.detail, textOf(values.imageDetail)],
            [t.source, textOf(values.sourceUrl) || textOf(values.urlInput)],
          ]}
        />
      ) : (
        <>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ alignItems: { md: 'center' } }}>
            <Button variant="outlined" disabled={busy} onClick={() => input.current?.click()}>
              {t.fromPc}
            </Button>
            <input
              ref={input}
              type="file"
              accept={ACCEPT}
              hidden
              aria-label={t.fromPc}
              onChange={(event) => {
                void fromPc(event.target.files?.[0])
                event.target.value = ''
              }}
            />
            <Typography variant="body2" color="text.secondary">
              {t.or}
            </Typography>
            <TextField
              size="small"
              label={t.url}
              value={url}
              onChange={(event) => setUrl(event.target.value)}
              fullWidth
              sx={{ flex: 1, minWidth: 0 }}
            />
            <Button disabled={busy || !url.trim()} onClick={() => void fromUrl()}>
              {t.load}
            </Button>
          </Stack>
          {text('imageLabel', t.label)}
          {withDetail && text('imageDetail', t.detail)}
          {withSource && text('sourceUrl', t.source)}
        </>
      )}
      {picked && (
        <CropDialog
          src={picked.src}
          name={picked.name}
          initialType={cropTypeOf(fieldType.rules['Image-Type'])}
          onClose={() => setPicked(null)}
          onCropped={(cropped) => {
            onChange({ ...values, key: cropped, sourceKey: null, urlInput: null, ...picked.from })
            setPicked(null)
          }}
        />
      )}
    </Stack>
  )
}
