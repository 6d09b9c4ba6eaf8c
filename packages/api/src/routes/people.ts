import {
  domainText,
  filterByIdsSchema,
  LATENCY_USERS_MAX,
  type LatenciesResponse,
  latencyReportSchema,
  PEOPLE_PAGE_SIZE,
  peopleFilterSchema,
} from '@backline/domain';
import { Hono } from 'hono';
import { z } from 'zod';
import type { ApiDeps } from '../deps';
import type { AppEnv } from '../http/context';
import { fieldError, HttpError } from '../http/errors';
import { requireSelf, USER_ID_PATTERN } from '../http/ownership';
import { isUuid, pageQuerySchema } from '../http/paging';
import { requireSignedIn } from '../http/sessionCookie';
import { parseBody, parseQuery } from '../http/validation';
import { declareRoute } from '../openapi/declare';
import { partnerOfUser } from '../services/affiliates';
import { purchaseFlags } from '../services/billing';
import { latencyRecords, reportLatencies } from '../services/latencies';
import { loadPeople, loadPerson, loadProfile, placeKnown, viewerOf } from '../services/people';
import { searchPeople } from '../services/peopleSearch';

const UNKNOWN_PERSON = 'There is no such person.';

const latenciesQuery = z.object({
  'user_ids[]': z
    .array(z.uuid())
    .max(LATENCY_USERS_MAX)
    .optional()
    .describe(`At most ${LATENCY_USERS_MAX} user ids (\`user_ids\` is read too).`),
});

const contract = {
  filter: declareRoute({
    tag: 'People',
    summary: 'Search musicians',
    access: 'signed-in',
    query: pageQuerySchema(PEOPLE_PAGE_SIZE),
    body: peopleFilterSchema,
    responses: { 200: "`{musicians, offset, location_known}`: `offset` is the next page's." },
  }),
  filterByIds: declareRoute({
    tag: 'People',
    summary: 'Musicians by id, as the search shows them',
    access: 'self',
    body: filterByIdsSchema,
    responses: { 200: '`{musicians}`.' },
  }),
  profile: declareRoute({
    tag: 'People',
    summary: 'Your own profile, as the edit screen reads it',
    access: 'self',
    responses: { 200: 'The profile.', 404: 'There is no such person.' },
  }),
  latencies: declareRoute({
    tag: 'People',
    summary: 'Latencies to people',
    access: 'self',
    query: latenciesQuery,
    responses: { 200: "`{users}`: each person's latency band." },
  }),
  reportLatencies: declareRoute({
    tag: 'People',
    summary: 'Report measured latencies',
    access: 'self',
    body: latencyReportSchema,
    responses: {
      200: "`{users}`: the reported people's latency bands.",
      404: {
        description: 'An unknown person: `{errors: {user_ids}}`.',
        schema: z.object({ errors: z.object({ user_ids: z.array(z.string()) }) }),
      },
    },
  }),
  person: declareRoute({
    tag: 'People',
    summary: "A person's details",
    description: 'On your own: the purchase flags and `is_affiliate_partner` too (part 2 §3).',
    access: 'signed-in',
    params: z.object({ id: z.uuid() }),
    responses: { 200: 'The person.', 404: 'There is no such person.' },
  }),
};

/** People search, person details, the profile and latencies (part 1 §7). */
export function peopleRoutes(deps: ApiDeps) {
  const peoplePage = pageQuerySchema(PEOPLE_PAGE_SIZE);
  return new Hono<AppEnv>()
    .post('/filter', contract.filter, async (c) => {
      const { user } = await requireSignedIn(c, deps);
      const { offset, limit } = parseQuery(c, peoplePage);
      const filter = await parseBody(c, peopleFilterSchema);
      const viewer = viewerOf(user);
      const musicians = await searchPeople(deps.db, deps.clock, { viewer, filter, offset, limit });
      return c.json({
        musicians,
        offset: offset + musicians.length,
        location_known: placeKnown(viewer),
      });
    })
    .post(`/users/:id${USER_ID_PATTERN}/filter_by_ids`, contract.filterByIds, async (c) => {
      const { user } = await requireSelf(c, deps, c.req.param('id'));
      const { user_ids } = await parseBody(c, filterByIdsSchema);
      const ids = [...new Set(user_ids.map((id) => id.toLowerCase()))];
      const musicians = await loadPeople(deps.db, deps.clock, viewerOf(user), ids);
      return c.json({ musicians });
    })
    .get(`/users/:id${USER_ID_PATTERN}/profile`, contract.profile, async (c) => {
      const { user } = await requireSelf(c, deps, c.req.param('id'));
      const profile = await loadProfile(deps.db, user.id);
      if (!profile) throw new HttpError(404, { error: UNKNOWN_PERSON });
      return c.json(profile);
    })
    .get(`/users/:id${USER_ID_PATTERN}/latencies`, contract.latencies, async (c) => {
      const { user } = await requireSelf(c, deps, c.req.param('id'));
      const asked = [...(c.req.queries('user_ids[]') ?? []), ...(c.req.queries('user_ids') ?? [])];
      if (asked.length > LATENCY_USERS_MAX) {
        throw fieldError('user_ids', `Ask for at most ${LATENCY_USERS_MAX} people at a time`);
      }
      if (asked.some((id) => !isUuid(id))) {
        throw fieldError('user_ids', domainText('people.userIdInvalid'));
      }
      const ids = [...new Set(asked.map((id) => id.toLowerCase()))];
      return c.json({
        users: await latencyRecords(deps.db, viewerOf(user), ids),
      } satisfies LatenciesResponse);
    })
    .post(`/users/:id${USER_ID_PATTERN}/latencies`, contract.reportLatencies, async (c) => {
      const { user } = await requireSelf(c, deps, c.req.param('id'));
      const report = await parseBody(c, latencyReportSchema);
      const normalised = {
        ...report,
        users: report.users.map((entry) => ({ ...entry, user_id: entry.user_id.toLowerCase() })),
      };
      const { unknown } = await reportLatencies(deps.db, deps.clock, user.id, normalised);
      if (unknown.length > 0) {
        throw new HttpError(404, {
          errors: { user_ids: unknown.map((id) => `${UNKNOWN_PERSON} (${id})`) },
        });
      }
      const ids = normalised.users.map((entry) => entry.user_id).filter((id) => id !== user.id);
      return c.json({
        users: await latencyRecords(deps.db, viewerOf(user), ids),
      } satisfies LatenciesResponse);
    })
    .get(`/users/:id${USER_ID_PATTERN}`, contract.person, async (c) => {
      const { user } = await requireSignedIn(c, deps);
      const id = c.req.param('id').toLowerCase();
      if (!isUuid(id)) throw new HttpError(404, { error: UNKNOWN_PERSON });
      const person = await loadPerson(deps.db, deps.clock, viewerOf(user), id);
      if (!person) throw new HttpError(404, { error: UNKNOWN_PERSON });
      // Part 2 §3 "User detail for purchasing": only on the person's own detail.
      // Part 2 §3 "the user flag is_affiliate_partner" (decision 019), also only on one's own.
      if (id === user.id) {
        const is_affiliate_partner = (await partnerOfUser(deps.db, id)) !== null;
        return c.json({ ...person, ...(await purchaseFlags(deps.db, id)), is_affiliate_partner });
      }
      return c.json(person);
    });
}
