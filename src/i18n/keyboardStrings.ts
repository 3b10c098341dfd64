/** The skip links, and the list of shortcuts `?` opens. */
export const keyboardStrings = {
  keyboard: {
    skipLinks: 'Skip links',
    skipToContent: 'Skip to content',
    skipToGrid: 'Skip to the grid',
    skipToFacet: 'Skip to the first facet',
    shortcutsTitle: 'Keyboard shortcuts',
    close: 'Close',
    keys: 'Keys',
    action: 'What they do',
    everywhere: {
      title: 'Everywhere',
      help: { keys: '?', action: 'Shows this list (outside a text field)' },
      search: { keys: 'Ctrl+K or ⌘+K', action: 'Opens the search: type a name, pick with the arrows, Enter opens it' },
      save: { keys: 'Ctrl+S or ⌘+S', action: 'Saves, as the screen’s Save button does' },
      skip: {
        keys: 'Tab, then Enter',
        action: 'From the top of a screen: skips to the content, the grid or the editor’s first facet',
      },
    },
    grids: {
      title: 'Grids',
      move: { keys: 'Arrow keys', action: 'Moves one cell' },
      ends: { keys: 'Home / End', action: 'Goes to the row’s first or last cell (with Ctrl, the grid’s)' },
      page: { keys: 'Page Up / Page Down', action: 'Moves a screen of rows' },
      edit: { keys: 'Enter, F2 or a character', action: 'Edits the cell, or opens the link it holds' },
      cancel: { keys: 'Escape', action: 'Cancels the edit, back on the cell' },
      tab: { keys: 'Tab / Shift+Tab', action: 'Ends an edit and moves to the next or previous cell' },
      toggle: { keys: 'Space', action: 'Ticks or unticks a box' },
      remove: { keys: 'D', action: 'Asks to delete the row' },
      confirm: { keys: 'Enter / Escape', action: 'Confirms or cancels the delete' },
      column: {
        keys: 'Alt+Left / Alt+Right, or Ctrl+Shift+Left / Ctrl+Shift+Right',
        action: 'On a column header: moves the column',
      },
    },
    dictionaries: {
      title: 'Dictionaries',
      addItem: { keys: 'Enter', action: 'In New Item or Add New Category: adds what was typed' },
      addText: { keys: 'Enter', action: 'In a dictionary field of free or add mode: takes the text typed' },
    },
  },
}
