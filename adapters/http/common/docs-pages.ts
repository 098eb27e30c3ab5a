import { API_DOCS_PATH } from '../swagger';

/** Swagger UI at /api/docs (and the files below it), the document at /api/docs-json and /api/docs-yaml. */
const DOCS_PAGE = new RegExp(`^${API_DOCS_PATH}(?:/.*|-json|-yaml)?$`);

/**
 * The methods the API reference's own paths take. They are no operations of the document they
 * serve, so `documentedMethods` cannot name them; without this a wrong method there was a 404
 * ("Nothing at POST /api/docs-json") where every other known path answers 405 with `Allow`.
 */
export const docsPageMethods = (path: string): string[] => (DOCS_PAGE.test(path) ? ['GET', 'HEAD'] : []);
