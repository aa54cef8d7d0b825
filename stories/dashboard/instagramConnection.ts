import type { InstagramConnectionProblem } from '@merci/domain';
import { mockApi, socialAccountFixture } from '../../dashboard/src/testing';

/** The full mock API, with the shop's Instagram access lost for `problem` (ADR 025). */
export const lostInstagramHandlers = (problem: InstagramConnectionProblem = 'expired') =>
  mockApi('full', {
    seed: {
      socialAccounts: [
        socialAccountFixture({ has_account_token_expired: true, connection_problem: problem }),
      ],
    },
  });

/** The full mock API, with a working connection that ends on 21 January 2027 (ADR 025). */
export const endingInstagramHandlers = () =>
  mockApi('full', {
    seed: { socialAccounts: [socialAccountFixture({ connection_ends_at: '2027-01-21T10:00:00.000Z' })] },
  });

/** What the reconnect prompt says of the account @maison.lumiere, as the catalogues word it. */
export const RECONNECT_PROMPTS = {
  expired:
    'Votre connexion Instagram a expiré : reconnectez le compte @maison.lumiere pour continuer à recevoir vos mentions.',
  revoked:
    'L’accès à votre compte Instagram @maison.lumiere a été retiré : reconnectez-le pour continuer à recevoir vos mentions.',
  ending:
    'Votre connexion Instagram au compte @maison.lumiere se termine le 21 janvier 2027 : reconnectez-le avant cette date pour ne manquer aucune mention.',
  refreshFailedInEnglish:
    'Your Instagram connection could not be renewed: reconnect the account @maison.lumiere to keep receiving your mentions.',
} as const;
