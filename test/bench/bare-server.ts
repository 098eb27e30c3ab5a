import { createServer } from 'node:http';

/** The baseline: a bare node:http server answering JSON, what the machine can do without a framework. */
const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const body = JSON.stringify({ success: true, received: Buffer.concat(chunks).length });
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  });
});
server.listen(Number(process.env.PORT ?? 5090), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
