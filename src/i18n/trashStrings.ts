/** The admins' trash (/admin/trash): what the lists of spec 3 deleted, to restore or delete for good. */
export const trashStrings = {
  trash: {
    title: 'Trash',
    kinds: {
      country: 'Country',
      brief: 'Brief',
      landscape: 'Landscape',
      source: 'Source',
      event: 'Event',
      regulation: 'Regulation',
    },
    allKinds: 'All',
    nothingYet: 'The trash is empty: what is deleted from the lists waits here until it is purged.',
    keptForEver: 'Kept',
    restore: 'Restore',
    restoreRow: 'Restore %{name}',
    restored: '%{kind} %{name} is back in its list',
    deleteForGood: 'Delete for good',
    deleteForGoodRow: 'Delete %{name} for good',
    deleteForGoodTitle: "Delete '%{name}' for good?",
    deleteForGoodText: 'It cannot be restored after this.',
    deletedForGood: '%{kind} %{name} deleted for good',
    failed: 'The trash could not do this: %{message}',
    close: 'Close',
    deletedOn: 'Deleted %{when} by %{name}',
    purgedOn: 'Purged on %{when}',
  },
}
