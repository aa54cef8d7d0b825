export * from './constants.js';
export type * from './types.js';
export {
  DEFAULT_SHOP_TIME_ZONE,
  dayBounds,
  monthKey,
  monthStart,
  monthStartOffset,
  nextMonthStart,
  zonedParts,
  zonedTimeToInstant,
} from './rules/calendar.js';
export {
  CONTENTS_FILTER_PARAMS,
  ORDER_DIRECTIONS,
  isLikeRangeValid,
  readContentsFilter,
} from './rules/contentsFilter.js';
export type {
  ContentsFilter,
  ContentsFilterField,
  ContentsFilterParam,
  ContentsFilterViolation,
  OrderDirection,
} from './rules/contentsFilter.js';
export {
  CONFIG_COLLECTION_BY_TYPE,
  CREATED_AT_ORDER_PARAM,
  MAX_ID,
  idOrIri,
  positiveId,
  queryValue,
  readCreatedAtOrder,
} from './rules/params.js';
export type { ParamViolation } from './rules/params.js';
export { violationsOf } from './rules/violations.js';
export { PROBLEM_MESSAGES, SHOP_SUSPENDED, problemBody } from './rules/problems.js';
export { TOP_AMBASSADORS, periodMonths } from './rules/statistics.js';
export { PICTURE_PALETTES } from './rules/pictures.js';
export { hydraCollection, readPage } from './rules/hydra.js';
export type { PageCursors, PageRequest } from './rules/hydra.js';
export type { ProblemBody } from './rules/problems.js';
export { isSessionValid, msUntilExpiry, readSessionExpiration, sessionExpiration } from './rules/session.js';
export { planIncludesAutomation } from './rules/plan.js';
export { canRetain, mustLeaveAssignPage, retainBlocker } from './rules/quota.js';
export type { QuotaState, RetainBlocker } from './rules/quota.js';
export {
  MESSAGE_PLACEHOLDERS,
  mention,
  messageTemplateParts,
  placeholderToken,
  renderMessageTemplate,
  rewardCommentText,
  rewardName,
  templateUses,
  truncate,
} from './rules/text.js';
export type { MessagePart, MessagePlaceholder, RewardNameSource } from './rules/text.js';
export { TEXT_LIMITS, TEXT_TOO_LONG, fitsLimit, textLength } from './rules/textLimits.js';
export type { TextLimit } from './rules/textLimits.js';
export { isWithinValidity, validityIntervalError } from './rules/validity.js';
export { CONFIG_REWARD_STATUSES, configRewardStatus } from './rules/configRewardStatus.js';
export type { ConfigRewardStatus } from './rules/configRewardStatus.js';
export type { ValidityIntervalError } from './rules/validity.js';
export { ADMIN_ERRORS, shopPlanSchema, shopReasonSchema } from './schemas/admin.js';
export type { ShopPlanValues, ShopReasonValues } from './schemas/admin.js';
export { AUTHOR_EMAIL_ERRORS, authorEmailSchema } from './schemas/authorEmail.js';
export type { AuthorEmailValues } from './schemas/authorEmail.js';
export { AUTOMATION_ERRORS, automationSchema } from './schemas/automation.js';
export type { AutomationValues } from './schemas/automation.js';
export { fieldErrors } from './schemas/errors.js';
export { limited, maxLengthOf } from './schemas/textLimit.js';
export { FORGOTTEN_PASSWORD_ERRORS, forgottenPasswordSchema } from './schemas/forgottenPassword.js';
export type { ForgottenPasswordValues } from './schemas/forgottenPassword.js';
export {
  PASSWORD_CHANGE_ERRORS,
  passwordChangeSchema,
  passwordResetSchema,
} from './schemas/passwordChange.js';
export type { PasswordChangeValues, PasswordResetValues } from './schemas/passwordChange.js';
export { ONLINE_STORE_ERRORS, ONLINE_STORE_PLATFORMS, ORDER_TRACKING_STATES } from './rules/onlineStore.js';
export type { OnlineStorePlatform, OrderTracking } from './rules/onlineStore.js';
export { ONLINE_STORE_STATUSES, SHOPIFY_DOMAIN_SUFFIX, normalizeStoreDomain } from './rules/storeDomain.js';
export type { OnlineStoreStatus } from './rules/storeDomain.js';
export {
  CODE_ALPHABET,
  CODE_FALLBACK_NAME,
  CODE_RANDOM_LENGTH,
  UNIQUE_CODE_PATTERN,
  UNIQUE_CODE_TYPES,
  allowsUniqueCodes,
  codeName,
  uniqueCode,
} from './rules/uniqueCodes.js';
export { onlineStoreConnectSchema } from './schemas/onlineStore.js';
export type { OnlineStoreConnectValues } from './schemas/onlineStore.js';
export { REWARD_ERRORS, configRewardSchema, rewardAssignmentSchema, rewardFields } from './schemas/reward.js';
export type {
  ConfigRewardValues,
  RewardAssignmentContext,
  RewardAssignmentValues,
} from './schemas/reward.js';
export { SIGN_IN_ERRORS, signInSchema } from './schemas/signIn.js';
export type { SignInValues } from './schemas/signIn.js';
export { SIGN_UP_ERRORS, signUpInput, signUpSchema } from './schemas/signUp.js';
export type { SignUpBody, SignUpValues } from './schemas/signUp.js';
