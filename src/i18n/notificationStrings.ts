/** The app bar's bell: notifications of what others did to the user's facets. */
export const notificationStrings = {
  notifications: {
    button: 'Notifications',
    buttonUnread: 'Notifications (%{count} unread)',
    menu: 'Notifications',
    empty: 'No notifications yet: you will hear here when someone assigns you a facet, rejects it or comments on it',
    assigned: '%{name} assigned you %{facet} of %{entity}',
    rejected: '%{name} rejected %{facet} of %{entity}',
    commented: '%{name} commented on %{facet} of %{entity}',
    unnamedEntity: 'an unnamed entity',
  },
}
