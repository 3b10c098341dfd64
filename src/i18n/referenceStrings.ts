/** The reference data: countries, briefs, landscapes and sources. */
export const referenceStrings = {
  countries: {
    title: 'Countries',
    create: 'Create Country',
    nothingYet: 'No country yet.',
    new: 'New country',
    edit: 'Edit country',
    flag: 'Flag',
    dropFlag: 'Drop the flag image here, or click to choose it',
    created: 'Country successfully created',
    updated: 'Country successfully updated',
    deleted: 'Country successfully deleted',
    deleteConfirm: 'Are you sure you want to delete this database entry?',
    cancel: 'Cancel',
    save: 'Save',
  },
  briefs: {
    title: '%{product} Briefs',
    create: 'Create Brief',
    nothingYet: 'No brief yet.',
    new: 'New brief',
    edit: 'Edit brief',
    allTypes: 'All',
    parentsHelp: 'Briefs of type "%{parentType}"; type at least one letter to search',
    created: 'Brief successfully created',
    updated: 'Brief successfully updated',
    deleted: 'Brief successfully deleted',
    deleteConfirm: 'Are you sure you want to delete this database entry?',
    cancel: 'Cancel',
    save: 'Save',
  },
  landscapes: {
    title: 'Landscapes',
    create: 'Create Landscape',
    nothingYet: 'No landscape yet.',
    new: 'New landscape',
    edit: 'Edit landscape',
    alternativeNamesHelp: 'Type a name and press Enter to add it',
    created: 'Landscape successfully created',
    updated: 'Landscape successfully updated',
    deleted: 'Landscape successfully deleted',
    deleteConfirm: 'Are you sure you want to delete this database entry?',
    cancel: 'Cancel',
    save: 'Save',
  },
  sources: {
    titles: {
      article: 'Article Sources',
      regulation: 'Regulation Sources',
      'regulation-article': 'Regulation Article Sources',
    },
    create: 'Create Source',
    nothingYet: 'No source of this kind yet: the feed reads the sources listed here.',
    new: 'New source',
    edit: 'Edit source',
    health: {
      new: 'New: not updated since it was added',
      healthy: 'Healthy: updated %{days} days ago',
      warning: 'Warning: updated %{days} days ago',
      danger: 'Danger: updated %{days} days ago',
    },
    sortByName: 'Sort by name',
    created: 'Source successfully created',
    updated: 'Source successfully updated',
    deleted: 'Source successfully deleted',
    deleteConfirm: 'Are you sure you want to delete this database entry?',
    cancel: 'Cancel',
    save: 'Save',
  },
}

// one list each for analysts and admins (briefs), and for each kind of source
const briefResource = {
  name: 'Brief |||| Briefs',
  fields: { name: 'Name', type: 'Type', parents: 'Parents', updated_at: 'Modified', created_at: 'Created' },
}
const sourceResource = {
  name: 'Source |||| Sources',
  fields: {
    health: 'Health',
    name: 'Name',
    websiteUrl: 'Website URL',
    language: 'Language',
    topics: 'Topics',
    topicId: 'Topic',
    updatedAt: 'Modified',
    createdAt: 'Created',
  },
}

/** react-admin's names of the reference data's resources and their fields. */
export const referenceResources = {
  'analyst/countries': {
    name: 'Country |||| Countries',
    fields: {
      name: 'Name',
      iso_code: 'ISO code',
      flag: 'Flag',
      main_entity_id: 'Main entity',
      updated_at: 'Modified',
      created_at: 'Created',
    },
  },
  'analyst/elements/briefs': briefResource,
  'admin/elements/briefs': briefResource,
  'analyst/landscapes': {
    name: 'Landscape |||| Landscapes',
    fields: { name: 'Name', alternative_names: 'Alternative names', updated_at: 'Modified', created_at: 'Created' },
  },
  'analyst/sources/articles': sourceResource,
  'analyst/sources/regulations': sourceResource,
  'analyst/sources/regulation-articles': sourceResource,
}
