import { Box, FormHelperText, Stack, Typography } from '@mui/material'
import { useInput, ValidationError } from 'react-admin'
import { IMAGE_MAX_BYTES, IMAGE_TYPES } from '../../../common/uploads'
import { FileDropzone } from '../../layout/FileDropzone'
import { fileUrl } from '../../providers/files'
import { useStrings } from '../../i18n/useStrings'

/** The flag: one image, uploaded to the storage; the country keeps its key. */
export function FlagInput() {
  const strings = useStrings()
  const { field, fieldState } = useInput({ source: 'flag' })
  return (
    <Stack spacing={1} sx={{ my: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {strings.countries.flag}
      </Typography>
      {field.value && (
        <Box
          component="img"
          src={fileUrl(field.value)}
          alt={strings.countries.flag}
          sx={{ height: 64, maxWidth: 120, objectFit: 'contain', alignSelf: 'start' }}
        />
      )}
      <FileDropzone
        accept={IMAGE_TYPES}
        maxSize={IMAGE_MAX_BYTES}
        label={strings.countries.dropFlag}
        onUploaded={(file) => field.onChange(file.key)}
      />
      {fieldState.error?.message && (
        <FormHelperText error>
          <ValidationError error={fieldState.error.message} />
        </FormHelperText>
      )}
    </Stack>
  )
}
