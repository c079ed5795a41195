const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids in paths are uuids; anything else cannot name a row (and must not reach SQL as one). */
export const isUuid = (value: string): boolean => UUID.test(value);
