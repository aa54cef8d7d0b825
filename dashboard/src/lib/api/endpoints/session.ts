// Sign-in, sign-up and the session: public, except the sign-outs.
export const signIn = () => '/v1/oauth';
export const signOut = () => '/v1/logout';
export const signOutEverywhere = () => '/v1/logout/everywhere';
export const shopRegister = () => '/users/shop-register';
export const resendActivation = () => '/v1/resend-activation';
export const passwordReset = () => '/v1/reset-password';
export const passwordResetConfirm = () => '/v1/reset-password/confirm';
export const categories = () => '/categories';

// The signed-in merchant.
export const currentUser = () => '/users/me';
export const password = (userId: number) => `/v2/users/${userId}/password`;
export const notifications = (userId: number) => `/users/${userId}/user_notifications`;
export const notification = (id: number) => `/user_notifications/${id}`;

// The shop.
export const shop = (shopId: number) => `/shops/${shopId}`;
export const shopTodo = (shopId: number) => `/shops/${shopId}/todo`;
export const rewardStatistics = (shopId: number) => `/shops/${shopId}/reward_statistics`;
export const subscriptionOffers = () => '/subscription_offers';
