// `npm start`: install what is missing, build, then migrate, seed and serve from this process
// (the offline demo; with NODE_ENV=production, production: see the README).
// `--no-build` serves the build already in dist/: for a caller that has just built this checkout
// (`npm test` builds once, then its e2e journeys start the server with it).
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { ROOT, ensureDependencies, ensureNodeVersion, runNpm } from './lib.mjs';

/** What a build leaves and the server needs: the API's entry point and the dashboard's page. */
const BUILT_FILES = ['api/dist/main.js', 'dashboard/dist/index.html'];

ensureNodeVersion();
await ensureDependencies();

if (process.argv.includes('--no-build')) {
  const missing = BUILT_FILES.filter((file) => !existsSync(join(ROOT, file)));
  if (missing.length > 0) {
    console.error(`Nothing built to serve (${missing.join(', ')} missing): run \`npm run build\` first.`);
    process.exit(1);
  }
} else {
  console.log('Building merci…');
  const built = await runNpm(['run', '--silent', 'build']);
  if (built !== 0) {
    console.error('The build failed: see the messages above.');
    process.exit(built);
  }
}

// Without a Graph API of its own (GRAPH_API_URL), the demo connects to the local fake one, offline.
// Never in production (NODE_ENV=production), which talks to Meta and refuses the fake one.
if (
  process.env.NODE_ENV !== 'production' &&
  !process.env.GRAPH_API_URL &&
  process.env.MERCI_FAKE_GRAPH === undefined
)
  process.env.MERCI_FAKE_GRAPH = '1';

// Like `node api/dist/serve.js`: a start that fails prints `merci could not start: …` and exits 1.
const { serve } = await import(pathToFileURL(join(ROOT, 'api', 'dist', 'main.js')).href);
await serve();
