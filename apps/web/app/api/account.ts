/** The signed-in person's account calls (part 1 §7): their user record, profile and identity. */
export const accountPaths = {
  /** GET the user record; POST what changed (profile autosave, preferences, prompts). */
  user: (id: string) => `/api/users/${encodeURIComponent(id)}`,
  profile: (id: string) => `/api/users/${encodeURIComponent(id)}/profile`,
  updateEmail: (id: string) => `/api/users/${encodeURIComponent(id)}/update_email`,
  setPassword: (id: string) => `/api/users/${encodeURIComponent(id)}/set_password`,
  avatarUploads: (id: string) => `/api/users/${encodeURIComponent(id)}/avatar_uploads`,
  avatar: (id: string) => `/api/users/${encodeURIComponent(id)}/avatar_v2`,
} as const;
