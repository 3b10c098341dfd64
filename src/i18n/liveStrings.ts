/** The app bar's status of the live updates (the socket). */
export const liveStrings = {
  live: {
    on: 'Live updates are on: changes by others show as they are saved',
    lastChange: 'Live updates are on. Last change heard: %{service} %{event} at %{time}',
    off: 'Live updates are off: changes by others show when you reload',
  },
  /** A list's button saying that records were made by others above what the user reads. */
  newItems: { one: '1 new item — show', many: '%{count} new items — show' },
}
