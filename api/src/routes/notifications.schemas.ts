/** JSON schemas of the notification routes. */
import { hydraCollectionSchema, orderedPageQuery } from '../http/schemas.js';
import { notificationSchema } from '../resources.schemas.js';

export const notificationListQuerySchema = orderedPageQuery({
  read: {
    type: 'string',
    examples: ['true', 'false'],
    description:
      'false: the unread ones only (the bell’s count in hydra:totalItems); true: the read ones; ' +
      'anything else answers 400 errors.invalid_choice',
  },
});

export const notificationCollectionSchema = hydraCollectionSchema(notificationSchema);

/** Described, not typed: anything but `{read: true}` answers 422 with the screen's key. */
export const notificationReadBodySchema = {
  description: '{read: true}; anything else answers 422 notification.errors.read (read stays read)',
} as const;
