import type { Page } from '@playwright/test';
import { expect, newPerson, register, test } from './fixtures';

/*
 * Affiliate attribution through the running product (issue 11): a partner's home link sets the
 * visit cookie on the page it opens, and a sign-up in that browser counts for the partner. The
 * affiliate pages are not built yet; the partner's side is read through the API.
 */

async function api<T>(page: Page, method: 'GET' | 'POST', path: string, body?: unknown) {
  const origin = new URL(page.url()).origin;
  const response = await page.request.fetch(path, {
    method,
    headers: { origin, 'content-type': 'application/json', accept: 'application/json' },
    ...(body === undefined ? {} : { data: body }),
  });
  expect(response.ok(), `${method} ${path} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

test('a visitor who opens a partner’s link and signs up counts as the partner’s signup', async ({
  page,
  browser,
}) => {
  await register(page, newPerson('Paula'));
  const me = await api<{ id: string }>(page, 'GET', '/api/me');
  const partner = await api<{ account: { id: string } }>(
    page,
    'POST',
    `/api/users/${me.id}/affiliate_partner`,
    { partner_name: 'Paula Records', entity_type: 'Sole Proprietor' },
  );
  const code = partner.account.id;

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/?affiliate=${code}`);
  const cookies = await visitorContext.cookies();
  expect(cookies.find((cookie) => cookie.name === 'affiliate_visitor')?.value).toBe(code);
  await register(visitor, newPerson('Victor'));

  const traffic = await api<{ traffics: { visits: number; signups: number }[] }>(
    page,
    'GET',
    '/api/affiliate_partners/signups?per_page=10&page=0',
  );
  expect(traffic.traffics[0]).toMatchObject({ visits: 1, signups: 1 });
  await visitorContext.close();
});
