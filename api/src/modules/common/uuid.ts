/**
 * The plain 36-character uuid form: what PostgreSQL's uuid type accepts (JSON Schema's `uuid`
 * format also takes 'urn:uuid:…'). Stateless (no g/y flag), so `.test` is safe to share.
 */
export const PLAIN_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
