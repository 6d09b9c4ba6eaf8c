import { Hono } from 'hono';
import { z } from 'zod';
import type { ApiDeps } from '../deps';
import type { AppEnv } from '../http/context';
import { fieldError } from '../http/errors';
import { parseQuery } from '../http/validation';
import { declareRoute } from '../openapi/declare';
import { listCities, listCountries, listRegions } from '../reference/places';
import { listGenres, listInstruments } from '../services/reference';

const countryCode = z
  .string({ error: 'Country is required.' })
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'Country must be a two-letter country code.')
  .transform((value) => value.toUpperCase());

const regionCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{1,10}$/, 'Region must be a region code from GET /regions.')
  .transform((value) => value.toUpperCase());

const regionsQuery = z.object({ country: countryCode });
const citiesQuery = z.object({ country: countryCode, region: regionCode.optional() });

// Reference lists change only with a deploy: let browsers keep them for an hour.
const CACHEABLE = 'public, max-age=3600';

const contract = {
  instruments: declareRoute({
    tag: 'Reference',
    summary: 'Instruments',
    access: 'public',
    responses: { 200: 'Every instrument `{id, description}`; cacheable for an hour.' },
  }),
  genres: declareRoute({
    tag: 'Reference',
    summary: 'Genres',
    access: 'public',
    responses: { 200: 'Every genre `{id, description}`; cacheable for an hour.' },
  }),
  countries: declareRoute({
    tag: 'Reference',
    summary: 'Countries',
    access: 'public',
    responses: { 200: "`{countriesx: [{countrycode, countryname}]}` (the spec's name)." },
  }),
  regions: declareRoute({
    tag: 'Reference',
    summary: "A country's regions",
    access: 'public',
    query: regionsQuery,
    responses: { 200: '`{regions: [{region, name}]}`.' },
  }),
  cities: declareRoute({
    tag: 'Reference',
    summary: "A country's (or region's) cities",
    access: 'public',
    query: citiesQuery,
    responses: { 200: '`{cities}`.' },
  }),
};

/** Instruments, genres and places: public, the same for everyone. */
export function referenceRoutes(deps: ApiDeps) {
  return new Hono<AppEnv>()
    .get('/instruments', contract.instruments, async (c) => {
      c.header('Cache-Control', CACHEABLE);
      return c.json(await listInstruments(deps.db));
    })
    .get('/genres', contract.genres, async (c) => {
      c.header('Cache-Control', CACHEABLE);
      return c.json(await listGenres(deps.db));
    })
    .get('/countries', contract.countries, async (c) => {
      c.header('Cache-Control', CACHEABLE);
      return c.json({ countriesx: await listCountries() });
    })
    .get('/regions', contract.regions, async (c) => {
      const { country } = parseQuery(c, regionsQuery);
      const regions = await listRegions(country);
      if (!regions) throw fieldError('country', 'Unknown country.');
      c.header('Cache-Control', CACHEABLE);
      return c.json({ regions });
    })
    .get('/cities', contract.cities, async (c) => {
      const { country, region } = parseQuery(c, citiesQuery);
      const result = await listCities(country, region);
      switch (result.kind) {
        case 'unknown-country':
          throw fieldError('country', 'Unknown country.');
        case 'unknown-region':
          throw fieldError('region', 'Unknown region for this country.');
        case 'region-required':
          throw fieldError('region', 'Region is required for this country.');
        case 'cities':
          c.header('Cache-Control', CACHEABLE);
          return c.json({ cities: result.cities });
      }
    });
}
