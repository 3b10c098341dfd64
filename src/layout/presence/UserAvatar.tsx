import { forwardRef } from 'react'
import { Avatar, type AvatarProps } from '@mui/material'

/** Dark enough for white initials (4.5:1 and more): a user keeps one colour wherever they show. */
const COLOURS = ['#1565c0', '#6a1b9a', '#2e7d32', '#ad1457', '#00695c', '#4e342e', '#283593', '#bf360c']

const colourOf = (userId: string) =>
  COLOURS[[...userId].reduce((sum, char) => sum + char.charCodeAt(0), 0) % COLOURS.length]

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('')

interface UserAvatarProps extends AvatarProps {
  userId: string
  name: string
  /** what it says to a screen reader and in its tooltip */
  label: string
}

/** A user's initials on their colour, named for assistive technology (a tooltip's child takes a ref). */
export const UserAvatar = forwardRef<HTMLDivElement, UserAvatarProps>(function UserAvatar(
  { userId, name, label, sx, ...props },
  ref,
) {
  return (
    <Avatar
      ref={ref}
      role="img"
      aria-label={label}
      {...props}
      sx={[{ bgcolor: colourOf(userId), color: '#fff' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {initialsOf(name) || '?'}
    </Avatar>
  )
})
