// merci's team console.
export const adminShops = () => '/admin/shops';
export const adminShop = (id: number) => `/admin/shops/${id}`;
export const adminShopAction = (id: number, action: string) => `/admin/shops/${id}/${action}`;
export const adminShopWebhookSubscription = (id: number) =>
  `/admin/shops/${id}/instagram/webhook_subscription`;
