// Entry point of the API process (`node api/dist/serve.js`): `npm run dev` watches it.
import { start } from './main.js';

await start();
