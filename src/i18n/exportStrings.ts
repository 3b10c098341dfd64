/** The strings of the admin export screens (their content is not in the spec). */
export const exportStrings = {
  exports: {
    entitiesTitle: 'Export entities',
    entitiesIntro:
      'Every stored field of the entities the filters keep: one row per attribute of a field set, with its entity, facet and field.',
    type: 'Type',
    allTypes: 'All types',
    subType: 'Sub type contains',
    name: 'Name contains',
    stage: 'Entity stage',
    anyStage: 'Any stage',
    modifiedFrom: 'Modified from',
    modifiedTo: 'Modified to',
    format: 'Format',
    download: 'Download',
    downloading: 'Preparing the file…',
    statusTitle: 'Analyst status',
    statusIntro:
      'For each analyst and admin: the facets assigned to them now, by stage; and in the range, the facets assigned to them, those they sent to review, and the published ones they last edited.',
    from: 'From',
    to: 'To',
    downloadCsv: 'Download CSV',
    person: 'Analyst',
    role: 'Role',
    holdingStage: 'Holding: %{stage}',
    chart: 'Assigned, sent to review and published from %{from} to %{to}',
    nobody: 'No analysts yet',
    loadFailed: 'The analyst status could not be loaded: %{message}',
  },
}
