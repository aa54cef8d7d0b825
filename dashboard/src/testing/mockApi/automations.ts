/** The shop's automations (api/src/routes/automations.ts). */
import { ValidationError } from 'yup';
import { idOrIri, PAGE_SIZE, automationSchema, type Automation } from '@merci/domain';
import type { MockSeed } from '../fixtures';
import { hydraPage, pageOf } from '../hydra';
import { type Violation, notFound, unprocessable, violationsOf } from './problem';
import type { Route } from './store';
import {
  json,
  noContent,
  bodyOf,
  idParam,
  ownShop,
  createdAtOrder,
  byCreatedAt,
  nextId,
  nowIso,
  isDate,
} from './http';

/** An automation's body checked with the domain schema; the reward must be one of the shop's. */
export async function automationFields(state: MockSeed, body: Record<string, unknown>, failure: string) {
  const rewardId =
    body.configDiscount == null || body.configDiscount === '' ? undefined : idOrIri(body.configDiscount);
  try {
    const values = await automationSchema.validate(
      {
        featureType: body.featureType,
        mode: body.mode,
        configDiscount: rewardId ?? null,
        message: body.message,
      },
      { abortEarly: false },
    );
    if (rewardId !== undefined && !state.configRewards.some((reward) => reward.id === rewardId)) {
      throw unprocessable(failure, [
        { propertyPath: 'configDiscount', message: 'form.automation_form.config_discount.error' },
      ]);
    }
    return {
      featureType: values.featureType,
      mode: values.mode,
      message: values.message,
      configDiscount: rewardId ?? null,
    };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    throw unprocessable(failure, violationsOf(error));
  }
}

export function ownAutomation(
  state: MockSeed,
  id: string | undefined,
  failure: string,
  archived = false,
): Automation {
  const automationId = idParam(id, failure);
  const automation = state.automations.find(
    (candidate) => candidate.id === automationId && (archived || candidate.deletedAt === null),
  );
  if (!automation) throw notFound(failure);
  return automation;
}
/** Automations. */
export const automationRoutes: Route[] = [
  {
    method: 'get',
    path: '/shops/:shopId/social_automations',
    resolve: (context) => {
      ownShop(context);
      const { url, state } = context;
      const items = byCreatedAt(
        state.automations.filter((automation) => automation.deletedAt === null),
        createdAtOrder(url),
      );
      return json(hydraPage(url, items, pageOf(url, PAGE_SIZE.default)));
    },
  },
  {
    method: 'post',
    path: '/social_automations',
    resolve: async ({ request, state }) => {
      const fields = await automationFields(state, await bodyOf(request), 'automation.errors.create');
      const id = nextId(state.automations);
      const automation: Automation = {
        '@id': `/social_automations/${id}`,
        '@type': 'SocialAutomation',
        id,
        ...fields,
        suspendedAt: null,
        deletedAt: null,
        sentCount: 0,
        nextDueAt: null,
        shop: state.shop['@id'],
        createdAt: nowIso(),
      };
      state.automations.push(automation);
      return json(automation, 201);
    },
  },
  {
    method: 'get',
    path: '/social_automations/:id',
    resolve: ({ params, state }) => json(ownAutomation(state, params.id, 'automation.errors.get')),
  },
  {
    method: 'put',
    path: '/social_automations/:id',
    resolve: async ({ request, params, state }) => {
      const automation = ownAutomation(state, params.id, 'automation.errors.update');
      Object.assign(
        automation,
        await automationFields(state, await bodyOf(request), 'automation.errors.update'),
      );
      return json(automation);
    },
  },
  {
    method: 'patch',
    path: '/social_automations/:id',
    resolve: async ({ request, params, state }) => {
      const body = await bodyOf(request);
      const archiving = 'deletedAt' in body;
      const failure = archiving ? 'automation.errors.archive' : 'automation.errors.activation';
      const automation = ownAutomation(state, params.id, failure);
      const violations: Violation[] = [];
      if ('suspendedAt' in body && body.suspendedAt !== null && !isDate(body.suspendedAt)) {
        violations.push({
          propertyPath: 'suspendedAt',
          message: 'form.automation_form.suspended_at.error',
        });
      }
      if (archiving && !isDate(body.deletedAt)) {
        violations.push({ propertyPath: 'deletedAt', message: 'form.automation_form.deleted_at.error' });
      }
      if (!archiving && !('suspendedAt' in body)) {
        violations.push({
          propertyPath: 'suspendedAt',
          message: 'form.automation_form.suspended_at.error',
        });
      }
      if (violations.length > 0) throw unprocessable(failure, violations);
      if ('suspendedAt' in body) automation.suspendedAt = body.suspendedAt as string | null;
      // A suspended automation has nothing due (the API cancels its scheduled messages).
      if (automation.suspendedAt !== null) automation.nextDueAt = null;
      if (archiving) automation.deletedAt = body.deletedAt as string;
      return json(automation);
    },
  },
  {
    method: 'delete',
    path: '/social_automations/:id',
    resolve: ({ params, state }) => {
      const automation = ownAutomation(state, params.id, 'automation.errors.delete', true);
      state.automations.splice(state.automations.indexOf(automation), 1);
      return noContent();
    },
  },
];
