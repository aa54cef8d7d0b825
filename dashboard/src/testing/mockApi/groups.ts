/** The API groups a story or a test sets a scenario for, and the mock's options. */
import type { HttpHandler } from 'msw';
import type { MockSeed } from '../fixtures';

/** The API's resources grouped as the screens use them; each group takes its own scenario. */
export const API_GROUPS = [
  'auth',
  'owner',
  'shop',
  'categories',
  'offers',
  'notifications',
  'social',
  'configRewards',
  'rewards',
  'automations',
  'todo',
  'admin',
  'onlineStore',
] as const;
export type ApiGroup = (typeof API_GROUPS)[number];

/**
 * - `full`: a shop in full swing (fixtures.ts);
 * - `empty`: the same shop with nothing in the group's lists yet;
 * - `error`: every call of the group fails with the API's generic 500 problem;
 * - `loading`: every call of the group never answers.
 */
export const SCENARIOS = ['full', 'empty', 'error', 'loading'] as const;
export type Scenario = (typeof SCENARIOS)[number];

/** One scenario for every group, or one per group with a default for the others. */
export type Scenarios = Scenario | ({ default?: Scenario } & Partial<Record<ApiGroup, Scenario>>);

export interface MockApiOptions {
  /**
   * Replaces parts of the full seed (another shop, fewer notifications…); `loginConfig:
   * loginConfigFixture('facebook')` makes the Instagram login open Facebook's dialog.
   */
  seed?: Partial<MockSeed>;
  /**
   * The offline demo's routes answer (demo login, story mention, messages sent), as with
   * `npm start`; without it they answer 404, as the API does without its fake Graph server.
   */
  isDemo?: boolean;
}

/** Named handler groups, the shape `parameters.msw.handlers` takes, so a story can replace one. */
export type MockApiHandlers = Record<ApiGroup, HttpHandler[]>;
