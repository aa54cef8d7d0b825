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
