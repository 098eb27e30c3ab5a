/** The path of a request's URL, without the query string (what Express called `req.path`). */
export function pathOf(req: { url: string }): string {
  const q = req.url.indexOf('?');
  return q < 0 ? req.url : req.url.slice(0, q);
}

// Routes match without regard to case (bounded-fastify-adapter), so these tests do too: /API/check
// reaches the check route and must meet the API's body rules and headers.
// A path that starts with several slashes (a base URL ending in / joined with /api/...) is still
// the API's: it gets the API's JSON 404, not the web app's page.
const API_PATH = /^\/+(api|mcp)(\/|$)/i;
const MCP_PATH = /^\/mcp(\/|$)/i;

/** Whether a path belongs to the API or the MCP endpoint (rather than the web app). */
export const isApiPath = (path: string): boolean => API_PATH.test(path);

/** Whether a path is the MCP endpoint's. */
export const isMcpPath = (path: string): boolean => MCP_PATH.test(path);

/**
 * Whether a path names one of the web app's built scripts, styles or data files, which are never
 * shown as a page (an SVG or HTML file there would be: it is not one of these). Such a path that
 * names no file is answered 404 without the app's page.
 */
export const isBuiltSubresource = (path: string): boolean => BUILT_SUBRESOURCE.test(path);
const BUILT_SUBRESOURCE = /^\/assets\/[^/]+\.(?:js|css|json)$/;

/** The longest path parameter the router matches; a longer one is answered 404. */
export const MAX_PARAM_LENGTH = 1000;
