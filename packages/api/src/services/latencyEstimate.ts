import { ACCESS_OVERHEAD_MS, EARTH_RADIUS_KM, LATENCY_MS_PER_KM } from '@backline/domain';
import { type SQL, sql } from 'drizzle-orm';

/*
 * The domain's internet latency estimate (`estimateInternetLatency` in @backline/domain's
 * latency.ts, decision 003) written in SQL, so a query filters and sorts on exactly the numbers
 * the browser is shown. src/demo/demo.test.ts checks both give the same values.
 */

type SqlOperand = SQL | number | { getSQL(): SQL };

/**
 * The estimate between two places in SQL. The operands are columns or numbers (bound as
 * parameters); null coordinates give null.
 */
export function internetLatencyEstimateSql(
  a: { latitude: SqlOperand; longitude: SqlOperand },
  b: { latitude: SqlOperand; longitude: SqlOperand },
): SQL<number | null> {
  const f = (operand: SqlOperand) => sql`(${operand})::double precision`;
  const [lat1, lon1, lat2, lon2] = [a.latitude, a.longitude, b.latitude, b.longitude].map(f);
  const h = sql`power(sin(radians(${lat2} - ${lat1}) / 2), 2) + cos(radians(${lat1})) * cos(radians(${lat2})) * power(sin(radians(${lon2} - ${lon1}) / 2), 2)`;
  const constant = (value: number) => sql.raw(String(value));
  // least() skips nulls, so an unknown place is caught before it: the estimate is then null.
  return sql<
    number | null
  >`(case when ${lat1} + ${lon1} + ${lat2} + ${lon2} is null then null else ${constant(ACCESS_OVERHEAD_MS)} + 2 * ${constant(EARTH_RADIUS_KM)} * asin(sqrt(least(1, ${h}))) * ${constant(LATENCY_MS_PER_KM)} end)`;
}
