export const ROLES = ['user', 'trial', 'analyst', 'admin'] as const
export type Role = (typeof ROLES)[number]

export const PROFILES = ['default', 'uae', 'sap'] as const
export type Profile = (typeof PROFILES)[number]

/** Roles that may use this console at all; `user` (and `trial`, which only sees its account) belong to the consumer app. */
export const CONSUMER_APP_ROLES: readonly Role[] = ['user', 'trial']

/** The console's own users: the roles that work in it, and the only ones entities and facets are assigned to. */
export const CONSOLE_ROLES: readonly Role[] = ROLES.filter((role) => !CONSUMER_APP_ROLES.includes(role))

export const isRole = (value: unknown): value is Role => ROLES.includes(value as Role)
