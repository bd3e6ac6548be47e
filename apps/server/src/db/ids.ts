// Row ids of uuid columns: an id from a client that is not a uuid names no row (and PostgreSQL would
// refuse it in a uuid comparison), so callers check it before querying.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string) => UUID.test(value);
