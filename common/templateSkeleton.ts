import type { TemplateInput } from './templateRules'

/**
 * The smallest good template: one section with a Name facet of one Label field. A new template starts
 * from it in the editor (with its type and name still to fill in).
 */
export const templateSkeleton = (type = '', name = ''): TemplateInput => ({
  type,
  subType: null,
  name,
  layout: [{ sections: ['Overview'] }],
  facetTypes: [
    {
      name: 'Name',
      section: 'Overview',
      level: 'Instant',
      order: 1,
      required: true,
      display: true,
      create: true,
      archived: false,
      deleted: false,
      duplicate: 'none',
      facetFieldTypes: [
        {
          name: 'value',
          kind: 'Label',
          order: 1,
          required: true,
          create: true,
          archived: false,
          rules: { Label: 'Name', Type: 'text' },
        },
      ],
    },
  ],
})
