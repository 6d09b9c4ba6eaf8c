import type { TranslationNamespace } from '@backline/domain';
import type account from '../messages/en/account.json';
import type affiliate from '../messages/en/affiliate.json';
import type auth from '../messages/en/auth.json';
import type checkout from '../messages/en/checkout.json';
import type checkoutSuccess from '../messages/en/checkoutSuccess.json';
import type common from '../messages/en/common.json';
import type friends from '../messages/en/friends.json';
import type jamtracks from '../messages/en/jamtracks.json';
import type people from '../messages/en/people.json';
import type profile from '../messages/en/profile.json';
import type sessions from '../messages/en/sessions.json';
import type unsubscribe from '../messages/en/unsubscribe.json';

/**
 * The namespaces (spec part 1 §9, the domain's TRANSLATION_NAMESPACES) this app has messages for
 * so far.
 */
export const APP_NAMESPACES = [
  'common',
  'auth',
  'profile',
  'account',
  'unsubscribe',
  'jamtracks',
  'checkout',
  'checkoutSuccess',
  'people',
  'friends',
  'sessions',
  'affiliate',
] as const satisfies readonly TranslationNamespace[];
export type AppNamespace = (typeof APP_NAMESPACES)[number];

type Ids<Namespace extends AppNamespace, Messages> = `${Namespace}.${keyof Messages & string}`;

/** Every message id: `<namespace>.<key>`, typed from the English files. */
export type MessageId =
  | Ids<'common', typeof common>
  | Ids<'auth', typeof auth>
  | Ids<'profile', typeof profile>
  | Ids<'account', typeof account>
  | Ids<'unsubscribe', typeof unsubscribe>
  | Ids<'jamtracks', typeof jamtracks>
  | Ids<'checkout', typeof checkout>
  | Ids<'checkoutSuccess', typeof checkoutSuccess>
  | Ids<'people', typeof people>
  | Ids<'friends', typeof friends>
  | Ids<'sessions', typeof sessions>
  | Ids<'affiliate', typeof affiliate>;
