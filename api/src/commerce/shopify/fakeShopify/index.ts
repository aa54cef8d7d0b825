export { KNOWN_SCOPES } from './consent.js';
export { SUPPORTED_API_VERSIONS, startFakeShopify } from './server.js';
export { BUCKET, MUTATION_COST } from './state.js';
export type * from './types.js';
