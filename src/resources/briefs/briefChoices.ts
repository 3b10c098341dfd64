import { BRIEF_TYPES } from '../../../common/briefTypes'

/** The brief types as a select offers them (the filter adds All as its empty choice). */
export const BRIEF_TYPE_CHOICES = BRIEF_TYPES.map((type) => ({ id: type, name: type }))
