/** Limits and constants of spec 1 §9 and spec 3 §9, shared by the server and the console. */
export const MAX_INPUT_LENGTH = 254
export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 254

export const DEFAULT_PAGE_SIZE = 50
export const USERS_PAGE_SIZE = 50
export const COUNTRIES_LIMIT = 500
export const MAX_PAGE_SIZE = 1000

/**
 * JSON, form and text bodies (server/bodies): a signed-in call may send 5 MB (a large entity save); one
 * without a valid token (sign-in, invitations, password resets) 64 kB. Past it, 413 before the rest is read.
 */
export const BODY_MAX_BYTES = 5 * 1024 * 1024
export const ANONYMOUS_BODY_MAX_BYTES = 64 * 1024

/** The grids (spec 2 §9): row height, and the page sizes offered (the entity grids add 'All'). */
export const GRID_ROW_HEIGHT = 35
export const GRID_PAGE_SIZES = [25, 50, 100, 250, 500, 1000] as const
/** The page size 'All' (MUI's): every row of the filter, loaded as it scrolls in. */
export const ALL_ROWS = -1
/** The furthest a page may start (`$skip`): PostgreSQL's largest integer, far past any list here. */
export const MAX_SKIP = 2_147_483_647

export const TOAST_MS = 2000
export const LOGIN_TOAST_MS = 3000
/** The event and regulation messages (spec 3 §9). */
export const RECORD_TOAST_MS = 3000
export const ERROR_TOAST_MS = 5000
/** A delete that goes to the trash can be undone while its message shows, this long (it is sent after). */
export const UNDOABLE_DELETE_MS = 6000
/** 'Required field is not complete' after a refused stage change (spec 2 §4, §8). */
export const REQUIRED_FIELD_TOAST_MS = 3000
/** The entity editor scrolls to a facet chosen in its sidebar after this delay (spec 2 §2). */
export const FACET_SCROLL_DELAY_MS = 350
export const ACCEPT_INVITATION_REDIRECT_MS = 200
export const RESET_REQUEST_REDIRECT_MS = 3000

export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000

/**
 * Sign-in throttling (docs/security.md): wrong passwords for one account from one address, and for any
 * account from one address, before each further try from there waits; the wait doubles from the first
 * to the cap, and the failures are forgotten a day after the last one.
 */
export const SIGN_IN_FREE_FAILURES = 5
export const SIGN_IN_ADDRESS_FREE_FAILURES = 20
export const SIGN_IN_FIRST_WAIT_MS = 30 * 1000
export const SIGN_IN_MAX_WAIT_MS = 15 * 60 * 1000
export const SIGN_IN_FORGET_MS = 24 * 60 * 60 * 1000
/**
 * Mail throttling (docs/security.md), counted like the sign-ins: password-reset mails per email and per
 * client address, newsletters per account and per client address. Past the free ones each further mail
 * waits, the wait doubling from the first to the cap; the count is forgotten a day after the last mail.
 * A reset request over its email's count is answered as usual and mails nothing (no account is told
 * apart); over an address's count, and for newsletters, the answer is 429.
 */
export const RESET_MAILS_PER_EMAIL = 3
export const RESET_MAILS_PER_ADDRESS = 10
export const NEWSLETTERS_PER_ACCOUNT = 3
export const NEWSLETTERS_PER_ADDRESS = 20
export const MAIL_FIRST_WAIT_MS = 15 * 60 * 1000
export const MAIL_MAX_WAIT_MS = 4 * 60 * 60 * 1000
export const MAIL_FORGET_MS = 24 * 60 * 60 * 1000
/** How long an API process keeps a signed-in user before reading it again (its own changes clear it at once). */
export const SIGNED_IN_USER_CACHE_MS = 5000

export const BREADCRUMB_MAX_LEVELS = 3

/** Date display of spec 1 §9 (date-fns patterns). */
export const DATE_DISPLAY = 'MM/dd/yyyy'
export const TIME_DISPLAY = 'H:mm'
export const DATE_TIME_DISPLAY = `${DATE_DISPLAY} ${TIME_DISPLAY}`
/** Date display of spec 2 §9 and spec 3 §9 for dates shown outside the grids: DD MMM, YYYY. */
export const DAY_DISPLAY = 'dd MMM, yyyy'

/** Sources, countries, briefs and landscapes: numbered pages of 100 (spec 3 §9). */
export const REFERENCE_PAGE_SIZE = 100

/** The link pickers search entities once 2 characters are typed (spec 2 §5). */
export const ENTITY_SEARCH_MIN_CHARS = 2
/** The link pickers' GET /entity-infos, the templates of the create-entity dialog, the topic searches (spec 2 §9). */
export const ENTITY_INFO_SEARCH_LIMIT = 1000
export const TEMPLATE_LOAD_LIMIT = 1000
export const TOPIC_SEARCH_LIMIT = 1000
/** Topic searches wait this long after the last key (spec 2 §9 'topic search 300 ms'). */
export const TOPIC_SEARCH_DEBOUNCE_MS = 300

/**
 * Lists a client can grow (docs/api.md 'Limits'), each far above what editorial work needs and low
 * enough that one record never weighs on the API: a longer list is refused whole (400), nothing written.
 */
/** Items of one dictionary: the largest reference list in use holds about 1,500 (docs/decisions.md). */
export const DICTIONARY_ITEMS_MAX = 5000
/** Items appended by one POST /dictionary-items: a pasted column, not a bulk load. */
export const DICTIONARY_ITEMS_PER_CALL_MAX = 1000
/** Dictionaries per page of GET /dictionaries when their items are asked for (withItems=true). */
export const DICTIONARIES_WITH_ITEMS_PAGE_MAX = 10
/** Topics (countries) of a user, a user's newsletter, an RSS source: there are fewer than 300 countries. */
export const TOPICS_MAX = 500
/** Parents of a brief. */
export const BRIEF_PARENTS_MAX = 100
/** An entity template: its facet types, a facet type's field types, its layout rows and a row's sections. */
export const TEMPLATE_FACET_TYPES_MAX = 500
export const TEMPLATE_FIELD_TYPES_MAX = 200
export const TEMPLATE_LAYOUT_ROWS_MAX = 200
export const TEMPLATE_ROW_SECTIONS_MAX = 50
/** A list value of a template rule (Allow-Link-To, Allowed-Directions…). */
export const TEMPLATE_RULE_VALUES_MAX = 200
/** One entity save: its facets, a facet's field sets, links (of the entity or of a facet) and removals. */
export const ENTITY_FACETS_MAX = 2000
export const FACET_FIELDS_MAX = 2000
export const ENTITY_LINKS_MAX = 2000
export const ENTITY_REMOVALS_MAX = 20_000
/** Points of one statistic facet: a daily series of 50 years is about 18,300. */
export const SERIES_POINTS_MAX = 20_000
/**
 * Values of one `$in` / `$nin` filter: a page of getMany (MAX_PAGE_SIZE ids). A longer query string
 * is refused by the HTTP server before it reaches the API (431 with a JSON error).
 */
export const IN_FILTER_MAX = MAX_PAGE_SIZE

/** A user keeps at most this many saved views of one grid. */
export const SAVED_VIEWS_PER_GRID = 50
/** The most a saved view's filters, sort and columns may take, as JSON (the grids' filters take a few hundred). */
export const SAVED_VIEW_STATE_MAX_BYTES = 16_384
/** Entity history (docs/api.md): revisions per page by default, and at most. */
export const REVISIONS_PAGE = { default: 20, max: 100 }
