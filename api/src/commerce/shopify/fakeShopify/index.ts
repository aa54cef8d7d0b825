export { KNOWN_SCOPES } from './consent.js';
export { startFakeShopify } from './server.js';
export { BUCKET, MUTATION_COST } from './state.js';
export type * from './types.js';
