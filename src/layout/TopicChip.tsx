import { Chip, useTheme, type ChipProps } from '@mui/material'

/**
 * The topic colour palette of spec 2 §9, each a light tint with a dark text of its hue that reads at
 * WCAG AA (4.5:1 or more, tested). Topics (countries) carry no category, so a topic takes its colour
 * from its id (`topicColour`): the same topic has the same colour on every screen and in every session.
 */
export const TOPIC_PALETTE = {
  business: { background: '#e3f2fd', text: '#0d47a1' },
  security: { background: '#ffebee', text: '#b71c1c' },
  culture: { background: '#f3e5f5', text: '#6a1b9a' },
  governance: { background: '#e0f2f1', text: '#00695c' },
  government: { background: '#eceff1', text: '#37474f' },
  environment: { background: '#e8f5e9', text: '#1b5e20' },
  economy: { background: '#fff3e0', text: '#a63c06' },
} as const
export type TopicColourName = keyof typeof TOPIC_PALETTE

const NAMES = Object.keys(TOPIC_PALETTE) as TopicColourName[]

/** The palette entry of a topic: a stable hash (FNV-1a) of its id into the seven colours. */
export function topicColour(id: string | number): TopicColourName {
  let hash = 0x811c9dc5
  for (const char of String(id)) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193)
  return NAMES[(hash >>> 0) % NAMES.length]
}

interface TopicChipProps extends Omit<ChipProps, 'label' | 'size' | 'variant'> {
  topic: { id: string | number; name: string }
  /** a grid cell's plain chip (the grid styles `dg-chip`), rather than a Material chip */
  grid?: boolean
}

/**
 * A topic's chip colours in the theme's mode: the dark theme swaps tint and text, so the chip is dark on a
 * dark page and reads at the same contrast (the ratio does not depend on which of the two is the text).
 */
export function topicChipColours(id: string | number, mode: 'light' | 'dark') {
  const { background, text } = TOPIC_PALETTE[topicColour(id)]
  return mode === 'dark' ? { background: text, text: background } : { background, text }
}

/** A topic as a chip in its palette colour: editor header, entity grid, feed cards, events. */
export function TopicChip({ topic, grid = false, sx, ...props }: TopicChipProps) {
  const colours = topicChipColours(topic.id, useTheme().palette.mode)
  if (grid) {
    return (
      <span className="dg-chip" style={{ backgroundColor: colours.background, color: colours.text }}>
        {topic.name}
      </span>
    )
  }
  return (
    <Chip
      size="small"
      label={topic.name}
      {...props}
      sx={[
        {
          bgcolor: colours.background,
          color: colours.text,
          '& .MuiChip-deleteIcon': {
            color: colours.text,
            opacity: 0.7,
            '&:hover': { color: colours.text, opacity: 1 },
          },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  )
}
