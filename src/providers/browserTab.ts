/** This browser tab's id, for the life of the page: the server tells one user's tabs apart by it (presence). */
export const TAB_ID: string = crypto.randomUUID()
