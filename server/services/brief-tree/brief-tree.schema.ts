import { StringEnum, Type, getValidator, type Static } from '@feathersjs/typebox'
import { RSS_SOURCE_TYPES } from '../../../common/rssSourceTypes'
import { queryValidator } from '../../validators'

/** An industry as the tree shows it: a leaf. */
export const industryNodeSchema = Type.Object(
  { id: Type.Integer(), name: Type.String() },
  { additionalProperties: false },
)
export type IndustryNode = Static<typeof industryNodeSchema>

/** A sub-sector with its industries. */
export const subSectorNodeSchema = Type.Object(
  { id: Type.Integer(), name: Type.String(), industry: Type.Array(industryNodeSchema) },
  { additionalProperties: false },
)
export type SubSectorNode = Static<typeof subSectorNodeSchema>

/** A sector with its sub-sectors (and their industries). */
export const sectorNodeSchema = Type.Object(
  { id: Type.Integer(), name: Type.String(), 'sub-sector': Type.Array(subSectorNodeSchema) },
  { additionalProperties: false },
)
export type SectorNode = Static<typeof sectorNodeSchema>

/**
 * GET /brief-tree (spec 3 §7), the topic and brief choice of the feeds: every sector with its
 * sub-sectors and their industries, then the sub-sectors and the industries that have no parent.
 * Every level is sorted by name; a brief with several parents appears under each.
 */
export const briefTreeSchema = Type.Object(
  {
    sector: Type.Array(sectorNodeSchema),
    'sub-sector': Type.Array(subSectorNodeSchema),
    industry: Type.Array(industryNodeSchema),
  },
  { $id: 'BriefTree', additionalProperties: false },
)
export type BriefTree = Static<typeof briefTreeSchema>

/**
 * `topicId`, a country, is checked before this schema (common messages.unknownTopic); `kind`, a feed's
 * kind as its items name it, narrows a topic's tree to that feed's items.
 */
export const briefTreeQuerySchema = Type.Object(
  { topicId: Type.Optional(Type.Integer()), kind: Type.Optional(StringEnum([...RSS_SOURCE_TYPES])) },
  { $id: 'BriefTreeQuery', additionalProperties: false },
)
export type BriefTreeQuery = Static<typeof briefTreeQuerySchema>
export const briefTreeQueryValidator = getValidator(briefTreeQuerySchema, queryValidator)
