// The validation schemas alone (and yup with them), for a client that loads them apart from the
// rest of the domain: the dashboard fetches them once a form is on screen (`@merci/domain/schemas`).
export { shopPlanSchema, shopReasonSchema } from './admin.js';
export { authorEmailSchema } from './authorEmail.js';
export { automationSchema } from './automation.js';
export { forgottenPasswordSchema } from './forgottenPassword.js';
export { onlineStoreConnectSchema } from './onlineStore.js';
export { passwordChangeSchema, passwordResetSchema } from './passwordChange.js';
export { configRewardSchema, rewardAssignmentSchema } from './reward.js';
export { signInSchema } from './signIn.js';
export { signUpSchema } from './signUp.js';
export { maxLengthOf } from './textLimit.js';
