import bcrypt from 'bcryptjs'

const ROUNDS = 10

export const hashPassword = (password: string) => bcrypt.hash(password, ROUNDS)
