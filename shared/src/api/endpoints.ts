/**
 * The API's paths, relative to the client's base URL (`/api`). Spec section 7
 * fixes the podcast and task paths; the auth paths are ours.
 */
export const endpoints = {
  auth: {
    me: '/auth/me',
    login: '/auth/login',
    register: '/auth/register',
    logout: '/auth/logout',
  },
  podcast: {
    all: '/podcast/all',
    one: (id: string) => `/podcast/${encodeURIComponent(id)}`,
    add: '/podcast/add',
    update: (id: string) => `/podcast/update/${encodeURIComponent(id)}`,
    delete: (id: string) => `/podcast/delete/${encodeURIComponent(id)}`,
    search: (query: string) => `/podcast/search?q=${encodeURIComponent(query)}`,
    featured: '/podcast/featured',
    /** Ours: multipart upload of an audio file or a cover (answers the URL to store). */
    media: '/podcast/media',
  },
  /** Ours: user administration (admins only). */
  user: {
    all: '/user/all',
  },
  task: {
    all: '/task/all',
    add: '/task/add',
    update: (id: string) => `/task/update/${encodeURIComponent(id)}`,
    delete: (id: string) => `/task/delete/${encodeURIComponent(id)}`,
  },
} as const;
