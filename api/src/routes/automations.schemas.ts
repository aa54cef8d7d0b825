/**
 * JSON schemas of the automation routes. The bodies' values are checked by the domain's
 * automationSchema, which gives the form's message keys: the schemas here document them.
 */
import { AUTOMATION_FEATURE_TYPES, AUTOMATION_MODES } from '@merci/domain';
import { createdAtOrderQuery, hydraCollectionSchema, pageQuery } from '../http/schemas.js';
import { automationSchema } from '../resources.schemas.js';

export const automationListQuerySchema = {
  type: 'object',
  properties: { ...createdAtOrderQuery, ...pageQuery },
} as const;

export const automationCollectionSchema = hydraCollectionSchema(automationSchema);

export const automationBodySchema = {
  description:
    'A value out of its rules answers 422 with the screen’s key and a violation per field ' +
    '(form.automation_form.* keys)',
  properties: {
    featureType: { description: 'loyalty or thanks', examples: [...AUTOMATION_FEATURE_TYPES] },
    mode: { description: 'automatic', examples: [...AUTOMATION_MODES] },
    configDiscount: {
      description: 'A configured reward of the shop, as an id or an IRI; none for a thank-you',
    },
    message: { description: 'The private message, with its placeholders' },
    shop: { description: 'The caller’s shop, as an id or an IRI, if given (another answers 404)' },
  },
} as const;

export const automationPatchBodySchema = {
  description: 'One of {suspendedAt: date}, {suspendedAt: null} or {deletedAt: date}',
  properties: {
    suspendedAt: { description: 'yyyy-MM-dd, optionally with a time, to suspend; null to reactivate' },
    deletedAt: { description: 'yyyy-MM-dd, optionally with a time, to archive' },
  },
} as const;
