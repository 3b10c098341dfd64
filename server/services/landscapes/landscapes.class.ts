import type { Params } from '@feathersjs/feathers'
import { KnexService } from '@feathersjs/knex'
import type { Landscape, LandscapeData, LandscapePatch, LandscapeQuery } from './landscapes.schema'

export class LandscapeService extends KnexService<Landscape, LandscapeData, Params<LandscapeQuery>, LandscapePatch> {}
