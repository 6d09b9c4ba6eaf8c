import type auth from '../messages/en/auth.json';
import type common from '../messages/en/common.json';
import type profile from '../messages/en/profile.json';

/** The namespaces (spec part 1 §9) this app has messages for so far. */
export const APP_NAMESPACES = ['common', 'auth', 'profile'] as const;
export type AppNamespace = (typeof APP_NAMESPACES)[number];

type Ids<Namespace extends AppNamespace, Messages> = `${Namespace}.${keyof Messages & string}`;

/** Every message id: `<namespace>.<key>`, typed from the English files. */
export type MessageId =
  | Ids<'common', typeof common>
  | Ids<'auth', typeof auth>
  | Ids<'profile', typeof profile>;
