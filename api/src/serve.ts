// Entry point of the API process (`node api/dist/serve.js`): `npm run dev` watches it, and
// production runs it with NODE_ENV=production. A start that fails prints one line and exits 1.
import { serve } from './main.js';

await serve();
