import { mixed, number, object, string, type InferType } from 'yup';
import {
  AUTOMATION_FEATURE_TYPES,
  AUTOMATION_MODES,
  type AutomationFeatureType,
  type AutomationMode,
} from '../constants.js';
import { limited } from './textLimit.js';

export const AUTOMATION_ERRORS = {
  featureType: 'form.automation_form.feature_type.error',
  mode: 'form.automation_form.mode.error',
  configDiscount: 'form.automation_form.config_discount.error',
  message: 'form.automation_form.message.error',
} as const;

const E = AUTOMATION_ERRORS;

/**
 * SPEC §5: the mode must be accepted, a reward selected and a message given, whatever the feature:
 * a loyalty message assigns the reward, a thank-you names it in `{{reward}}` (ADR 012).
 */
export const automationSchema = object({
  featureType: mixed<AutomationFeatureType>()
    .oneOf(AUTOMATION_FEATURE_TYPES, E.featureType)
    .required(E.featureType),
  mode: mixed<AutomationMode>().oneOf(AUTOMATION_MODES, E.mode).required(E.mode),
  configDiscount: number()
    .transform((value: number, original: unknown) =>
      original === '' || original == null ? undefined : value,
    )
    .required(E.configDiscount),
  message: limited(string().trim(), 'automationMessage').required(E.message),
});

export type AutomationValues = InferType<typeof automationSchema>;
