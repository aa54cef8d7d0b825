import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A server the e2e tests run against: `npm start` on its own port, with its own data folder. */
export interface E2eServer {
  port: number;
  origin: string;
  /** Database, secrets and mail outbox of that server (MERCI_DATA_DIR). */
  dataFolder: string;
}

function server(port: number): E2eServer {
  return { port, origin: `http://127.0.0.1:${port}`, dataFolder: join(tmpdir(), `merci-e2e-${port}`) };
}

const firstPort = Number(process.env.E2E_PORT ?? 8181);

/** The journeys' server: they share its demo shop, one journey at a time. */
export const JOURNEYS_SERVER = server(firstPort);
/** The accessibility sweep's server: a demo shop of its own, swept while the journeys run. */
export const SWEEP_SERVER = server(firstPort + 1);
