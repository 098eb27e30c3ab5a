/**
 * The access level of admin-only endpoints, in a file of its own so feature controllers can
 * import it without the rest of the access vocabulary. 401 without a session, 403 for an API key.
 */
export { AdminRequired } from './access.decorator';
