import { Box, Typography } from '@mui/material'
import type { FieldSetValues, LinkRecord } from '../../../../common/entityFormat'
import { app } from '../../../i18n/en'
import { fileUrl } from '../../upload/uploadFile'
import { ValueRows, textOf, type KindEditorProps } from './parts'

/**
 * Link, Media, Location and Statistic fields get their editors in later issues (spec 2 §3–§5); until
 * then their stored values are shown as they are, so nothing of a facet is hidden or lost.
 */

const t = app.entityFields

/** A link of a Link field as the field set its editor shows: the target's name beside its id. */
export const linkFieldSetValues = (link: LinkRecord): FieldSetValues => ({
  targetId: link.targetId,
  targetName: link.target.name,
  targetType: link.target.type,
  direction: link.direction,
  type: link.type,
  strength: link.strength,
  description: link.description,
})

const joined = (...parts: (string | false)[]) => parts.filter(Boolean).join(' ')

function LaterNote() {
  return (
    <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5, fontStyle: 'italic' }}>
      {t.laterRelease}
    </Typography>
  )
}

function LinkValues({ values }: { values: FieldSetValues }) {
  const target = textOf(values.targetName) || textOf(values.targetId)
  return (
    <ValueRows
      rows={[
        [t.link.target, joined(target, Boolean(values.targetType) && `(${textOf(values.targetType)})`)],
        [t.link.direction, textOf(values.direction)],
        [t.link.type, textOf(values.type)],
        [t.link.strength, textOf(values.strength)],
        [t.description, textOf(values.description)],
      ]}
    />
  )
}

function MediaValues({ values, label }: { values: FieldSetValues; label: string }) {
  const key = textOf(values.key)
  return (
    <>
      {key && (
        <Box
          component="img"
          src={fileUrl(key)}
          alt={textOf(values.imageLabel) || label}
          sx={{ display: 'block', maxWidth: 200, maxHeight: 200, borderRadius: 1, mb: 1, objectFit: 'contain' }}
        />
      )}
      <ValueRows
        rows={[
          [t.media.label, textOf(values.imageLabel)],
          [t.media.detail, textOf(values.imageDetail)],
          [t.media.source, textOf(values.sourceUrl) || textOf(values.urlInput)],
        ]}
      />
    </>
  )
}

const coordinate = (value: FieldSetValues[string]) => (typeof value === 'number' ? value.toFixed(5) : textOf(value))

function LocationValues({ values }: { values: FieldSetValues }) {
  const hasCoordinates = values.lat !== null && values.lat !== undefined && values.lng !== undefined
  return (
    <ValueRows
      rows={[
        [t.location.address, textOf(values.address)],
        [t.location.coordinates, hasCoordinates ? `${coordinate(values.lat)}, ${coordinate(values.lng)}` : ''],
        [t.location.name, textOf(values.selectedLocationName)],
      ]}
    />
  )
}

function StatisticValues({ values }: { values: FieldSetValues }) {
  const rank = values.rankSet !== null && values.rankSet !== undefined
  return (
    <ValueRows
      rows={[
        [t.statistic.value, joined(textOf(values.value), textOf(values.units))],
        [
          t.statistic.rank,
          rank ? joined(textOf(values.rankSet), Boolean(values.rankTotal) && `/ ${textOf(values.rankTotal)}`) : '',
        ],
        [t.statistic.compare, textOf(values.compare)],
      ]}
    />
  )
}

/** The stored values of a kind whose editor comes later, and (where it could be edited) a note saying so. */
export function LaterField({ fieldType, values, label, readOnly }: KindEditorProps) {
  return (
    <>
      {fieldType.kind === 'Link' && <LinkValues values={values} />}
      {fieldType.kind === 'Media' && <MediaValues values={values} label={label} />}
      {fieldType.kind === 'Location' && <LocationValues values={values} />}
      {fieldType.kind === 'Statistic' && <StatisticValues values={values} />}
      {!readOnly && <LaterNote />}
    </>
  )
}
