import { searchMessages } from '../../common/search'

/** The command palette (Ctrl+K, or the app bar's search box). */
export const searchStrings = {
  search: {
    open: 'Search',
    shortcut: 'Ctrl+K',
    title: 'Search the console',
    label: 'Name to search for',
    hint: 'Entities, events, regulations, countries, briefs, landscapes, statistic types…',
    searching: 'Searching…',
    nothingFound: 'Nothing found for “%{q}”',
    failed: 'The search failed: %{message}',
    close: 'Close',
    ...searchMessages,
    kinds: {
      entity: 'Entities',
      event: 'Events',
      regulation: 'Regulations',
      country: 'Countries',
      brief: 'Briefs',
      landscape: 'Landscapes',
      statisticType: 'Statistic types',
      dictionary: 'Dictionaries',
      user: 'Users',
    },
  },
}
