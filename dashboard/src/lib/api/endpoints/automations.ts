// Automations.
export const automations = (shopId: number) => `/shops/${shopId}/social_automations`;
export const automationCollection = () => '/social_automations';
export const automation = (id: number) => `/social_automations/${id}`;
