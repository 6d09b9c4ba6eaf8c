import type { AppLoadContext } from '@remix-run/node';
import { requireUser } from '../auth.server';
import { AFFILIATE_API, type AffiliatePartnerResponse } from './affiliate';
import { callApi, readJson } from './platform.server';

/**
 * What every affiliate page starts from: the signed-in person (a visitor is sent to sign in),
 * their partner info (null when it failed to load: the page shows the error and SWR retries) and
 * the main site's address the affiliate links are built on.
 */
export async function loadAffiliatePartner(request: Request, context: AppLoadContext) {
  const me = await requireUser(request, context);
  const response = await callApi(request, context, AFFILIATE_API.partner(me.id));
  return {
    me: { id: me.id, name: me.name },
    partner: response.ok ? await readJson<AffiliatePartnerResponse>(response) : null,
    siteUrl: context.platform.config.publicUrl,
  };
}
