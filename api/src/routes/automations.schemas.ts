/**
 * JSON schemas of the automation routes. The bodies' values are checked by the domain's
 * automationSchema, which gives the form's message keys: the schemas here document them.
 */
import { AUTOMATION_FEATURE_TYPES, AUTOMATION_MODES } from '@merci/domain';
import { hydraCollectionSchema, orderedPageQuery } from '../http/schemas.js';
import { automationSchema } from '../resources.schemas.js';

export const automationListQuerySchema = orderedPageQuery({});

export const automationCollectionSchema = hydraCollectionSchema(automationSchema);

/** Described, not typed: the domain's checks answer 422 with a key per field. */
export const automationBodySchema = {
  description:
    '{featureType: ' +
    AUTOMATION_FEATURE_TYPES.join(' or ') +
    ', mode: ' +
    AUTOMATION_MODES.join(' or ') +
    ', configDiscount: a configured reward of the shop as an id or an IRI (none for a thank-you), ' +
    'message: the private message with its placeholders, shop: the caller’s shop if given (another ' +
    'answers 404)}. A value out of its rules answers 422 with the screen’s key and a violation per field.',
} as const;

export const automationPatchBodySchema = {
  description:
    'One of {suspendedAt: yyyy-MM-dd[Thh:mm…]} to suspend, {suspendedAt: null} to reactivate, or ' +
    '{deletedAt: yyyy-MM-dd[Thh:mm…]} to archive; anything else answers 422 with a violation on the field.',
} as const;
