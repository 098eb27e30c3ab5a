import type { FastifyReply, FastifyRequest } from 'fastify';
import { jsonRpcError } from '../../../mcp/message-gate';

/**
 * The MCP specification asks servers to check `Origin` on Streamable HTTP, so a web page cannot
 * drive a local agent's tools (DNS rebinding). Clients that are not browsers send no Origin and
 * pass; a browser's must be the origin of PUBLIC_URL or one of CORS_ORIGINS. The Host header is no
 * guide: a rebinding page sends its own name as Host and as Origin alike. Answers true when the
 * request was refused (403 with a JSON-RPC error).
 */
export function refuseForeignOrigin(req: FastifyRequest, res: FastifyReply, allowed: string[]): boolean {
  const origin = req.headers.origin;
  if (!origin || allowed.includes(origin)) return false;
  void res.status(403).send(jsonRpcError(null, -32000, `Origin ${origin} is not allowed to use this MCP server.`, 'FORBIDDEN'));
  return true;
}
