/** Who signs in to the floor app (react-admin's default login form: username and password). */
export const FLOOR_USER = { username: 'floor', password: 'floor-password' }
