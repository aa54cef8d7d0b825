/** A reward given for a content: the product, then its approval (api assignment). */
import { ValidationError } from 'yup';
import {
  ONLINE_STORE_ERRORS,
  idOrIri,
  isWithinValidity,
  rewardAssignmentSchema,
  rewardCommentText,
  rewardName,
  type AssignedReward,
  type RewardType,
} from '@merci/domain';
import { FIXED_NOW } from '../fixtures';
import { Problem, notFound, unprocessable, violationsOf } from './problem';
import type { Route } from './store';
import { json, objectBodyOf, idParam, nextId, blankToNull, nowIso } from './http';
import { ownContent } from './social';
import { withQuantities } from './configRewards';
import { uniqueCodeOf } from '../onlineStoreFixtures';

/** What the API says under a rewarded post (api REWARD_COMMENT_TEMPLATE). */
export const REWARD_COMMENT_TEMPLATE =
  'Merci {username} ! Votre récompense « {reward} » vous attend : retrouvez-la dans l’app merci.';
/** Products and their approval. */
export const assignmentRoutes: Route[] = [
  {
    method: 'post',
    path: '/products',
    resolve: async ({ request, state, store }) => {
      const body = await objectBodyOf(request);
      const contentId = idOrIri(body.socialContent);
      if (contentId === undefined) {
        throw unprocessable('form.reward_form.error', [
          { propertyPath: 'socialContent', message: 'form.reward_form.social_content.error' },
        ]);
      }
      const content = ownContent(state, contentId);
      if (state.assignedRewards.some((reward) => reward.mediaId === content.id)) {
        throw new Problem(409, 'form.reward_form.error');
      }
      const id = store.products.size + 1;
      store.products.set(id, { id, contentId: content.id, approvedAt: null });
      return json(
        {
          '@id': `/products/${id}`,
          '@type': 'Product',
          id,
          socialContent: content['@id'],
          shop: state.shop['@id'],
          publish: body.publish !== false,
          approvedAt: null,
        },
        201,
      );
    },
  },
  {
    method: 'put',
    path: '/products/:id/approve',
    resolve: async ({ request, params, state, store }) => {
      const body = await objectBodyOf(request);
      const product = store.products.get(idParam(params.id));
      if (!product) throw notFound();
      const content = ownContent(state, product.contentId);
      const configId = idOrIri(body.config_discount_id ?? body.configDiscountId);
      const values = await rewardAssignmentSchema
        .validate(
          {
            mode: configId === undefined ? 'custom' : 'config',
            configDiscountId: configId,
            type: body.type === '' ? undefined : body.type,
            place: body.place === null || body.place === '' ? undefined : body.place,
            code: body.code,
            percent: body.percent,
            description: body.description,
            validityStartAt: body.validity_start_at ?? body.validityStartAt,
            validityEndAt: body.validity_end_at ?? body.validityEndAt,
          },
          { abortEarly: false, stripUnknown: true, context: { allowedTypes: state.shop.discountTypes } },
        )
        .catch((error: unknown) => {
          if (error instanceof ValidationError)
            throw unprocessable('form.reward_form.error', violationsOf(error));
          throw error;
        });
      if (state.assignedRewards.some((reward) => reward.mediaId === content.id)) {
        throw new Problem(409, 'form.reward_form.error');
      }
      const config =
        configId === undefined ? undefined : state.configRewards.find((reward) => reward.id === configId);
      if (
        configId !== undefined &&
        (!config ||
          !isWithinValidity(
            FIXED_NOW,
            config.validity_start_at,
            config.validity_end_at,
            state.shop.timeZone,
          ) ||
          !config.socialContentTypes.includes(content.type))
      ) {
        throw unprocessable('form.reward_form.error', [
          { propertyPath: 'configDiscountId', message: 'form.reward_form.config_discount.error' },
        ]);
      }
      if (state.shop.quota !== null && (state.shop.quotaRemaining ?? 0) <= 0) {
        throw new Problem(409, 'errors.quota_exhausted');
      }
      if (config && config.quantity !== null && config.quantityAllocated >= config.quantity) {
        throw new Problem(409, 'errors.config_discount_exhausted');
      }
      // Checked last, as the API does before asking the store for the ambassador's code.
      const isUniqueCode = config?.uniqueCodes === true;
      if (isUniqueCode && !state.onlineStores.some((store) => store.status === 'connected')) {
        throw new Problem(409, ONLINE_STORE_ERRORS.disconnected);
      }
      const type = (config?.type ?? values.type) as RewardType;
      const id = nextId(state.assignedRewards);
      const reward: AssignedReward = {
        '@id': `/discounts/${id}`,
        '@type': 'Discount',
        id,
        username: content.author_username,
        mediaId: content.id,
        mediaType: content.media_type,
        createdAt: nowIso(),
        type,
        place: config?.place ?? values.place,
        description: config ? config.description : blankToNull(values.description),
        code: isUniqueCode
          ? uniqueCodeOf(content.author_username, id)
          : config
            ? config.code
            : blankToNull(values.code),
        amount_in_percent: type === 'percent' ? (config ? config.percent : (values.percent ?? null)) : null,
        validity_start_at: config ? config.validity_start_at : blankToNull(values.validityStartAt),
        validity_end_at: config ? config.validity_end_at : blankToNull(values.validityEndAt),
        status: 'assigned',
        useRequestedAt: null,
        usedAt: null,
        refusedAt: null,
        permalink: content.permalink,
        configDiscountId: config?.id ?? null,
        notifiedAt: null,
        uniqueCode: isUniqueCode,
        order: null,
      };
      state.assignedRewards.unshift(reward);
      if (state.shop.quotaRemaining !== null) state.shop.quotaRemaining -= 1;
      if (config)
        Object.assign(config, withQuantities({ ...config, quantityAllocated: config.quantityAllocated + 1 }));
      product.approvedAt = nowIso();
      const name = rewardName({ ...reward, percent: reward.amount_in_percent }) ?? reward.type;
      return json({
        ...reward,
        comment: rewardCommentText(
          content.author_username,
          REWARD_COMMENT_TEMPLATE,
          // As the API: a unique code is the ambassador's own, so the comment names it too.
          isUniqueCode && reward.code && name !== reward.code ? `${name} (code ${reward.code})` : name,
        ),
        claimLink: `https://app.merci.shop/api/customer/discounts/use_request?token=claim-${id}`,
      });
    },
  },
];
