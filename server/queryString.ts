import { parse, type IParseOptions } from 'qs'
import { MAX_PAGE_SIZE } from '../common/limits'

/**
 * How a query string becomes a query, for every call and for the download links that replay one: getMany
 * of many ids sends id[$in][0..n], which qs' default arrayLimit of 20 would turn into an object.
 */
export const QUERY_STRING_OPTIONS: IParseOptions = { arrayLimit: MAX_PAGE_SIZE, depth: 8, parameterLimit: 5000 }

/** A query string read as a call's query is read. */
export const parseQueryString = (text: string): Record<string, unknown> => parse(text, QUERY_STRING_OPTIONS)
