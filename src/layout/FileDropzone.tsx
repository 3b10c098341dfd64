import { Box, LinearProgress, Typography } from '@mui/material'
import { useState } from 'react'
import { useDropzone, type FileRejection } from 'react-dropzone'
import { useDataProvider } from 'react-admin'
import { UPLOAD_MAX_BYTES, UPLOAD_TYPES, type AcceptedTypes } from '../../common/uploads'
import { useStrings, type AppStrings } from '../i18n/useStrings'
import type { ConsoleDataProvider } from '../providers/dataProvider'
import { needsSignIn } from '../providers/reloginStore'
import { UploadError, type UploadedFile } from '../providers/files'

export interface FileDropzoneProps {
  /** Types and their extensions, as react-dropzone takes them; every type storage accepts by default. */
  accept?: AcceptedTypes
  /** Largest file in bytes; the storage's 49,000,000 by default (the image picker passes 21.9 MB). */
  maxSize?: number
  multiple?: boolean
  /**
   * How many more files the field takes: the files of a drop beyond it are refused before any upload,
   * saying `tooMany`.
   */
  maxFiles?: number
  tooMany?: string
  /** Called once for every file stored, in the order the files were chosen, whichever upload ends first. */
  onUploaded: (file: UploadedFile) => void
  label?: string
  disabled?: boolean
}

type UploadStrings = AppStrings['upload']

interface Failure {
  message: string
  detail?: string
}

function rejectionFailure(rejections: FileRejection[], t: UploadStrings): Failure {
  const codes = rejections.flatMap((rejection) => rejection.errors.map((error) => error.code))
  if (codes.includes('file-too-large')) return { message: t.tooLarge }
  if (codes.includes('too-many-files')) return { message: t.oneFile }
  return { message: t.failed, detail: t.wrongType }
}

/** The storage's refusal, or the server's refusal of the signed form, with what either said. */
function uploadFailure(error: unknown, t: UploadStrings): Failure {
  if (error instanceof UploadError && error.reason === 'tooLarge') return { message: t.tooLarge }
  // a lost connection says nothing worth showing
  const said = error instanceof UploadError || typeof (error as { code?: unknown } | null)?.code === 'number'
  const detail = said && (error as Error).message ? (error as Error).message : undefined
  return { message: t.failed, detail }
}

/** The console's one upload field (flags, images, attachments): drop or choose files, and they go to the storage. */
export function FileDropzone({
  accept = UPLOAD_TYPES,
  maxSize = UPLOAD_MAX_BYTES,
  multiple = false,
  maxFiles,
  tooMany,
  onUploaded,
  label,
  disabled = false,
}: FileDropzoneProps) {
  const strings = useStrings()
  const dataProvider = useDataProvider<ConsoleDataProvider>()
  const [uploading, setUploading] = useState(0)
  const [failure, setFailure] = useState<Failure | null>(null)

  const onDrop = async (dropped: File[], rejections: FileRejection[]) => {
    const accepted = maxFiles === undefined ? dropped : dropped.slice(0, Math.max(0, maxFiles))
    setFailure(
      accepted.length < dropped.length
        ? { message: tooMany ?? strings.upload.failed }
        : rejections.length
          ? rejectionFailure(rejections, strings.upload)
          : null,
    )
    setUploading((count) => count + accepted.length)
    // the files upload together, and join the field in the order they were chosen
    const uploads = accepted.map((file) =>
      dataProvider
        .upload('media', { file })
        .then(
          (stored) => ({ stored }),
          (error: unknown) => ({ error }),
        )
        .finally(() => setUploading((count) => count - 1)),
    )
    for (const upload of uploads) {
      const result = await upload
      if ('stored' in result) onUploaded(result.stored)
      // a session that ran out is no failed upload: the relogin modal is open, and the file can be dropped again
      else if (!needsSignIn(result.error)) setFailure(uploadFailure(result.error, strings.upload))
    }
  }

  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept,
    maxSize,
    multiple,
    disabled: disabled || uploading > 0,
    onDrop,
  })
  const text = label ?? (multiple ? strings.upload.dropMany : strings.upload.drop)

  return (
    <Box>
      <Box
        {...getRootProps()}
        sx={{
          border: '2px dashed',
          borderColor: failure ? 'error.main' : isDragActive ? 'primary.main' : 'divider',
          borderRadius: 1,
          p: 2,
          textAlign: 'center',
          cursor: disabled ? 'default' : 'pointer',
          bgcolor: isDragActive ? 'action.hover' : undefined,
        }}
      >
        <input {...getInputProps()} aria-label={text} />
        <Typography variant="body2">{text}</Typography>
        {uploading > 0 && (
          <Box role="status" sx={{ mt: 1 }}>
            <Typography variant="caption">{strings.upload.uploading}</Typography>
            <LinearProgress />
          </Box>
        )}
      </Box>
      {failure && (
        <Box role="alert" sx={{ mt: 0.5 }}>
          <Typography variant="body2" color="error">
            {failure.message}
          </Typography>
          {failure.detail && (
            <Typography variant="caption" color="error">
              {failure.detail}
            </Typography>
          )}
        </Box>
      )}
    </Box>
  )
}
