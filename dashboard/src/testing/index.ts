/** Mock API and fixed data for stories and tests (never imported by the app itself). */
export * from './adminFixtures';
export * from './fixtures';
export * from './storyFixtures';
export * from './onlineStoreFixtures';
export { API_GROUPS, SCENARIOS, mockApi, problem, resetMockApi } from './handlers';
export type { ApiGroup, MockApiHandlers, MockApiOptions, Scenario, Scenarios } from './handlers';
export { hydraCollection, hydraList, hydraPage, pageOf } from './hydra';
export { accountPicture, feedPicture } from './pictures';
