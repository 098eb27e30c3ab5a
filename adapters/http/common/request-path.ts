/** The path of a request's URL, without the query string (what Express called `req.path`). */
export function pathOf(req: { url: string }): string {
  const q = req.url.indexOf('?');
  return q < 0 ? req.url : req.url.slice(0, q);
}

const API_PATH = /^\/(api|mcp)(\/|$)/;

/** Whether a path belongs to the API or the MCP endpoint (rather than the web app). */
export const isApiPath = (path: string): boolean => API_PATH.test(path);
