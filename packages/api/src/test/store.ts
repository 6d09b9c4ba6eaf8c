import { expect } from 'vitest';
import { type DemoJamTrack, demoCatalogue, insertCatalogue } from '../demo/jamtracks';
import { signUpAccount } from './accounts';
import type { TestClient, TestPlatform } from './platform';

/** The demo catalogue (80 JamTracks, 16 artists), written for a test. */
export async function seedCatalogue(t: TestPlatform): Promise<DemoJamTrack[]> {
  const catalogue = demoCatalogue();
  await insertCatalogue(t.platform.db, catalogue, t.clock.now());
  return catalogue;
}

/** A new person, signed in in the returned client. */
export async function shopper(t: TestPlatform, email: string, firstName = 'Ana') {
  return signUpAccount(t, email, { first_name: firstName });
}

export const ADDRESS = {
  first_name: 'Ana',
  last_name: 'Lima',
  address1: '1 Main St',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  country: 'US',
};

/** Tokenises a card (the browser's step), answering the token. */
export async function tokenise(client: TestClient, number: string, verification = '123') {
  const response = await client.post('/api/billing/tokens', {
    number,
    month: '12',
    year: '2030',
    verification_value: verification,
  });
  expect(response.status).toBe(201);
  return (response.body as { token: string; last_four: string }).token;
}

/** Tokenises `number` and saves it with the billing address (the checkout's first step). */
export async function saveCard(client: TestClient, number: string, reuseNextTime = true) {
  const token = await tokenise(client, number);
  return client.post('/api/billing/create_account', {
    billing_info: { ...ADDRESS, recurly_token: token },
    terms_of_service: true,
    reuse_card_this_time: false,
    reuse_card_next_time: reuseNextTime,
  });
}

export interface CartBody {
  items: {
    id: string;
    jam_track_id: string;
    product_info: { real_price: number; free: boolean };
  }[];
  total: number;
  subtotal: number;
  tax: number;
  fast_reedem?: boolean;
}

export async function addToCart(client: TestClient, jamTrackId: string) {
  const response = await client.post('/api/shopping_carts/add_jamtrack', {
    id: jamTrackId,
    variant: 'full',
  });
  expect(response.status).toBe(200);
  return response.body as CartBody;
}
