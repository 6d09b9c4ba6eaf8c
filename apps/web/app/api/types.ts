/** The signed-in user as GET /api/me answers (spec part 1 §7 "current user", plus account fields). */
export interface Me {
  id: string;
  name: string;
  first_name: string;
  last_name: string;
  email: string;
  photo_url: string | null;
  v2_photo_uploaded: boolean;
  v2_photo_url: string | null;
  email_confirmed: boolean;
  created_at: string;
}

/** `{"errors": {"<field>": ["message"]}}` (ARCHITECTURE.md "API conventions"). */
export type FieldErrors = Partial<Record<string, string[]>>;

/** The body of a refused call: field errors, or one message about the whole request. */
export interface ApiErrorBody {
  errors?: FieldErrors;
  error?: string;
}

/** The API paths the pages read, one place so SWR keys and loaders agree. */
export const API_PATHS = {
  me: '/api/me',
  appFeatures: '/api/app_features?env=production',
  events: '/api/users/event/record',
  /** The live event stream (GET /events, decision 008). */
  liveEvents: '/api/events',
  countries: '/api/countries',
  instruments: '/api/instruments',
  genres: '/api/genres',
} as const;
