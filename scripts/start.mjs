// `npm start`: install what is missing, build, then migrate, seed and serve from this process.
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { ROOT, ensureDependencies, ensureNodeVersion, runNpm } from './lib.mjs';

ensureNodeVersion();
await ensureDependencies();

console.log('Building merci…');
const built = await runNpm(['run', '--silent', 'build']);
if (built !== 0) {
  console.error('The build failed: see the messages above.');
  process.exit(built);
}

// Without a Graph API of its own (GRAPH_API_URL), the demo connects to the local fake one, offline.
if (!process.env.GRAPH_API_URL && process.env.MERCI_FAKE_GRAPH === undefined)
  process.env.MERCI_FAKE_GRAPH = '1';

const { start } = await import(pathToFileURL(join(ROOT, 'api', 'dist', 'main.js')).href);
try {
  await start();
} catch (error) {
  console.error(`merci could not start: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
