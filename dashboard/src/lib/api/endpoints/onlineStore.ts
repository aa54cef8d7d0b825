// The shop's online store (docs/adr/037): its connection, and the sales its codes brought.
export const onlineStores = (shopId: number) => `/shops/${shopId}/online_stores`;
export const onlineStoreConnect = (shopId: number) => `/shops/${shopId}/online_stores/connect`;
export const onlineStoreDisconnect = (id: number) => `/online_stores/${id}/disconnect`;
export const salesStatistics = (shopId: number) => `/shops/${shopId}/sales_statistics`;
