import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

/**
 * The baseline: a bare node:http server answering JSON, what the machine can do without a
 * framework. It answers a small echo, or, with ANSWER_FILE, the check's own answer (serialised on
 * each request, as a framework does), which tells the cost of sending that answer apart.
 */
const answer: unknown = process.env.ANSWER_FILE ? JSON.parse(readFileSync(process.env.ANSWER_FILE, 'utf8')) : null;

const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const body = JSON.stringify(answer ?? { success: true, received: Buffer.concat(chunks).length });
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  });
});
server.listen(Number(process.env.PORT ?? 5090), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
