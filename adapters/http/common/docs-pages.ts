import { API_DOCS_PATH } from '../swagger';

/**
 * Swagger UI at /api/docs, the document at /api/docs-json and /api/docs-yaml, matched as GET serves
 * them: in any letter case, with or without a trailing slash. (A file below /api/docs that is not
 * there is a 404 for any method.)
 */
const DOCS_PAGE = new RegExp(`^${API_DOCS_PATH}(?:-json|-yaml)?/?$`, 'i');

/**
 * The methods the API reference's own paths take. They are no operations of the document they
 * serve, so `documentedMethods` cannot name them; without this a wrong method there was a 404
 * ("Nothing at POST /api/docs-json") where every other known path answers 405 with `Allow`.
 */
export const docsPageMethods = (path: string): string[] => (DOCS_PAGE.test(path) ? ['GET', 'HEAD'] : []);
