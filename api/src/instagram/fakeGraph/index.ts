export {
  DEMO_FACEBOOK_USER,
  DEMO_INSTAGRAM_ACCOUNT,
  DEMO_PAGE,
  MESSAGING_USERS,
  USER_WITHOUT_INSTAGRAM,
  USER_WITHOUT_PAGE,
} from './data.js';
export type { FakeMedia } from './data.js';
export { startFakeGraph } from './server.js';
export type * from './types.js';
