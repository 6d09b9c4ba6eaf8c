const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A row id as the browser sends it; anything else can name no row (a 404, not a SQL error). */
export const isUuid = (value: string) => UUID.test(value);
