// Throughput and latency of GET /api/health (one SQLite round trip) over real HTTP on loopback.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer, migrateToLatest, openDatabase } from '../api/dist/index.js';
import { createMailer } from '../api/dist/mail/mailer.js';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 5000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);

const folder = mkdtempSync(join(tmpdir(), 'merci-bench-'));
const database = openDatabase({ sqliteFile: join(folder, 'bench.sqlite') });
await migrateToLatest(database.db);
const app = await buildServer({
  database,
  mailer: createMailer({ outboxDir: folder, from: 'merci <no-reply@merci.test>' }),
  jwtSecret: 'bench-secret-that-is-long-enough-for-hs256',
  logLevel: 'silent',
});
const url = `${await app.listen({ host: '127.0.0.1', port: 0 })}/api/health`;

for (let i = 0; i < 200; i += 1) await (await fetch(url)).arrayBuffer(); // warm-up

const latencies = [];
let next = 0;
let errors = 0;
async function worker() {
  while (next < REQUESTS) {
    next += 1;
    const started = performance.now();
    const response = await fetch(url);
    await response.arrayBuffer();
    if (response.status !== 200) errors += 1;
    latencies.push(performance.now() - started);
  }
}
const started = performance.now();
await Promise.all(Array.from({ length: CONCURRENCY }, worker));
const seconds = (performance.now() - started) / 1000;

latencies.sort((a, b) => a - b);
const percentile = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))];
console.log(`requests        ${latencies.length} (${CONCURRENCY} at a time), ${errors} not 200`);
console.log(`throughput      ${Math.round(latencies.length / seconds)} req/s`);
console.log(
  `latency (ms)    p50 ${percentile(50).toFixed(2)}  p95 ${percentile(95).toFixed(2)}  p99 ${percentile(99).toFixed(2)}`,
);

await app.close();
rmSync(folder, { recursive: true, force: true });
