/** The path of a request's URL, without the query string (what Express called `req.path`). */
export function pathOf(req: { url: string }): string {
  const q = req.url.indexOf('?');
  return q < 0 ? req.url : req.url.slice(0, q);
}
