import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { alerts, analyticsEvents, appFeatures } from '../db/schema';
import { genreCatalogue, instrumentCatalogue } from '../reference/catalogue';
import { startTestPlatform, type TestPlatform, testDatabase } from '../test/platform';

let t: TestPlatform;

beforeAll(async () => {
  t = await startTestPlatform('reference');
});

afterAll(async () => {
  await t?.close();
});

beforeEach(async () => {
  await t.reset();
});

describe(`reference data (${testDatabase})`, () => {
  it('lists the instruments the product owns, in picker order', async () => {
    const response = await t.client().get('/api/instruments');
    expect(response.status).toBe(200);
    expect(response.body).toEqual(
      instrumentCatalogue.map(({ id, description }) => ({ id, description })),
    );
    expect(response.body).toContainEqual({ id: 'electric-guitar', description: 'Electric Guitar' });
  });

  it('lists the genres', async () => {
    const response = await t.client().get('/api/genres');
    expect(response.status).toBe(200);
    expect(response.body).toEqual(
      genreCatalogue.map(({ id, description }) => ({ id, description })),
    );
  });

  it('lists every country as countriesx, sorted by name', async () => {
    const response = await t.client().get('/api/countries');
    expect(response.status).toBe(200);
    const { countriesx } = response.body as {
      countriesx: { countrycode: string; countryname: string }[];
    };
    expect(countriesx.length).toBeGreaterThan(240);
    expect(countriesx).toContainEqual({ countrycode: 'ES', countryname: 'Spain' });
    expect(countriesx).toContainEqual({ countrycode: 'US', countryname: 'United States' });
    const names = countriesx.map((country) => country.countryname);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('lists the regions of a country, whatever the case of its code', async () => {
    const response = await t.client().get('/api/regions?country=us');
    expect(response.status).toBe(200);
    const { regions } = response.body as { regions: { region: string; name: string }[] };
    expect(regions).toContainEqual({ region: 'CA', name: 'California' });
    expect(regions).toContainEqual({ region: 'TX', name: 'Texas' });
  });

  it('lists the city names of a region', async () => {
    const response = await t.client().get('/api/cities?country=ES&region=MD');
    expect(response.status).toBe(200);
    const { cities } = response.body as { cities: string[] };
    expect(cities).toContain('Madrid');
    expect(new Set(cities).size).toBe(cities.length);
  });

  it('lists the cities of a country that has no regions without asking for one', async () => {
    const regions = await t.client().get('/api/regions?country=VA');
    expect(regions.body).toEqual({ regions: [] });
    const cities = await t.client().get('/api/cities?country=VA');
    expect(cities.status).toBe(200);
    expect(cities.body).toEqual({ cities: expect.any(Array) });
  });

  it.each([
    ['/api/regions', { country: ['Country is required.'] }],
    ['/api/regions?country=USA', { country: ['Country must be a two-letter country code.'] }],
    ['/api/regions?country=QQ', { country: ['Unknown country.'] }],
    ['/api/cities?country=US', { region: ['Region is required for this country.'] }],
    ['/api/cities?country=US&region=ZZ', { region: ['Unknown region for this country.'] }],
    [
      '/api/cities?country=US&region=../x',
      { region: ['Region must be a region code from GET /regions.'] },
    ],
  ])('answers %s with a field error', async (path, errors) => {
    const response = await t.client().get(path);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ errors });
  });
});

describe('feature flags', () => {
  it('answers an empty list when no flag is set, so the default menu applies', async () => {
    const response = await t.client().get('/api/app_features?env=production');
    expect(response.status).toBe(200);
    expect(response.body).toEqual([]);
  });

  it('answers the flags of the environment asked for, in the spec field names', async () => {
    await t.platform.db.insert(appFeatures).values([
      { handle: 'find_jamtracks', isEnabled: true, featureType: 'page', env: 'production' },
      { handle: 'affiliate_program', isEnabled: false, featureType: 'page', env: 'production' },
      { handle: 'find_jamtracks', isEnabled: true, featureType: 'page', env: 'staging' },
    ]);
    const response = await t.client().get('/api/app_features?env=production');
    expect(response.body).toEqual([
      { handle: 'find_jamtracks', is_enabled: true, feature_type: 'page', env: 'production' },
      { handle: 'affiliate_program', is_enabled: false, feature_type: 'page', env: 'production' },
    ]);
  });

  it('refuses an environment name that is not one', async () => {
    const response = await t.client().get('/api/app_features?env=Prod%20uction');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ errors: { env: [expect.any(String)] } });
  });
});

describe('analytics events and alerts', () => {
  it('stores an analytics event from a visitor', async () => {
    const response = await t.client().post('/api/users/event/record', {
      event: 'page_view',
      data: { path: '/jamtracks' },
      visitor_id: 'fp-1',
    });
    expect(response.status).toBe(204);
    const rows = await t.platform.db.select().from(analyticsEvents);
    expect(rows).toEqual([
      expect.objectContaining({
        event: 'page_view',
        data: { path: '/jamtracks' },
        visitorId: 'fp-1',
        userId: null,
        recordedAt: t.clock.now(),
      }),
    ]);
  });

  it('refuses an event without a name or with too much data', async () => {
    const client = t.client();
    expect((await client.post('/api/users/event/record', { data: {} })).body).toEqual({
      errors: { event: ['Event is required.'] },
    });
    const big = await client.post('/api/users/event/record', {
      event: 'x',
      data: { blob: 'y'.repeat(5000) },
    });
    expect(big.status).toBe(400);
    expect(big.body).toEqual({ errors: { data: ['Data is at most 4096 bytes of JSON.'] } });
    expect(await t.platform.db.select().from(analyticsEvents)).toEqual([]);
  });

  it('stores an alert and writes it to the server log', async () => {
    const response = await t
      .client()
      .post('/api/alerts', { subject: 'Mixdown failed', data: { mixdown_id: 9, step: 'encode' } });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ id: 1 });
    expect(await t.platform.db.select().from(alerts)).toEqual([
      expect.objectContaining({
        subject: 'Mixdown failed',
        data: { mixdown_id: 9, step: 'encode' },
      }),
    ]);
    expect(t.logger.entries).toContainEqual({
      level: 'warn',
      message: 'alert: Mixdown failed',
      fields: { id: 1, user_id: null, data: { mixdown_id: 9, step: 'encode' } },
    });
  });

  it('refuses an alert without a subject', async () => {
    const response = await t.client().post('/api/alerts', { data: 1 });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ errors: { subject: ['Subject is required.'] } });
  });
});

describe('HTTP conventions', () => {
  it('answers an unknown /api path with a JSON 404', async () => {
    const response = await t.client().get('/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(response.body).toEqual({ error: 'Not found.' });
  });

  it('answers malformed JSON with a 400 field error, not a 500', async () => {
    const response = await t.client().call('POST', '/api/alerts', {
      body: '{"subject": "x",',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ errors: { base: ['The request body is not valid JSON.'] } });
  });

  it('answers a JSON array where an object belongs with a 400', async () => {
    const response = await t.client().post('/api/alerts', ['subject']);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ errors: { base: [expect.any(String)] } });
  });

  it('refuses a body over 64 kB with 413', async () => {
    const response = await t
      .client()
      .post('/api/alerts', { subject: 'x', data: 'y'.repeat(70_000) });
    expect(response.status).toBe(413);
  });

  it('refuses a form-encoded mutation with 415', async () => {
    const response = await t.client().call('POST', '/api/alerts', {
      body: 'subject=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(415);
  });

  it('refuses a cross-site mutation with 403 and stores nothing', async () => {
    const response = await t
      .client({ origin: 'https://evil.example' })
      .post('/api/alerts', { subject: 'x' });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({
      error:
        'This request came from another site and was refused. Please reload the page and try again.',
    });
    expect(await t.platform.db.select().from(alerts)).toEqual([]);
  });

  it('refuses a mutation without an Origin header', async () => {
    const response = await t.client({ origin: null }).post('/api/alerts', { subject: 'x' });
    expect(response.status).toBe(403);
  });

  it('sends the security headers with every answer, errors included', async () => {
    for (const path of ['/api/instruments', '/api/no-such-thing', '/api/regions']) {
      const { headers } = await t.client().get(path);
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      const csp = (headers.get('content-security-policy') ?? '').split(/;\s*/).sort();
      expect(csp).toEqual([
        "base-uri 'none'",
        "default-src 'none'",
        "form-action 'none'",
        "frame-ancestors 'none'",
      ]);
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(headers.get('x-frame-options')).toBe('DENY');
    }
  });

  it('keeps personal answers out of caches and lets reference lists be cached', async () => {
    expect((await t.client().get('/api/app_features')).headers.get('cache-control')).toBe(
      'no-store',
    );
    expect((await t.client().get('/api/genres')).headers.get('cache-control')).toBe(
      'public, max-age=3600',
    );
  });
});
