/**
 * The floor of the console-weight bench: the smallest react-admin app with one resource and a
 * sign-in, built by the console's own Vite config. Not product code: a baseline to compare with.
 */
import { createRoot } from 'react-dom/client'
import { Admin, Datagrid, List, Resource, TextField, type AuthProvider, type DataProvider } from 'react-admin'
import { FLOOR_USER } from './user'

type Post = { id: number; title: string; author: string }
const posts: Post[] = Array.from({ length: 100 }, (_, index) => ({
  id: index + 1,
  title: `Post ${index + 1}`,
  author: `Author ${(index % 7) + 1}`,
}))

/** An in-memory data provider: enough for a list with paging and sorting. */
const dataProvider = {
  async getList(_resource, { pagination = { page: 1, perPage: 10 }, sort = { field: 'id', order: 'ASC' } }) {
    const field = sort.field as keyof Post
    const sorted = [...posts].sort((a, b) => (a[field] < b[field] ? -1 : a[field] > b[field] ? 1 : 0))
    if (sort.order === 'DESC') sorted.reverse()
    const start = (pagination.page - 1) * pagination.perPage
    return { data: sorted.slice(start, start + pagination.perPage), total: posts.length }
  },
  async getOne(_resource, { id }) {
    return { data: posts.find((post) => post.id === Number(id)) }
  },
  async getMany(_resource, { ids }) {
    return { data: posts.filter((post) => ids.includes(post.id)) }
  },
  async getManyReference() {
    return { data: [], total: 0 }
  },
  async create(_resource, { data }) {
    return { data: { ...data, id: posts.length + 1 } }
  },
  async update(_resource, { data }) {
    return { data }
  },
  async updateMany(_resource, { ids }) {
    return { data: ids }
  },
  async delete(_resource, { previousData }) {
    return { data: previousData }
  },
  async deleteMany(_resource, { ids }) {
    return { data: ids }
  },
} as DataProvider

const authProvider: AuthProvider = {
  async login({ username, password }) {
    if (username !== FLOOR_USER.username || password !== FLOOR_USER.password) throw new Error('Invalid credentials')
    localStorage.setItem('floor-user', username)
  },
  async logout() {
    localStorage.removeItem('floor-user')
  },
  async checkAuth() {
    if (!localStorage.getItem('floor-user')) throw new Error('Not signed in')
  },
  async checkError() {},
}

const PostList = () => (
  <List>
    <Datagrid>
      <TextField source="id" />
      <TextField source="title" />
      <TextField source="author" />
    </Datagrid>
  </List>
)

createRoot(document.getElementById('root')!).render(
  <Admin dataProvider={dataProvider} authProvider={authProvider} requireAuth>
    <Resource name="posts" list={PostList} />
  </Admin>,
)
