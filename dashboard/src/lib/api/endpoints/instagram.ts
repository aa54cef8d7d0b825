// Instagram: the account, its contents and their authors.
export const socialAccounts = (shopId: number) => `/shops/${shopId}/social_accounts`;
export const socialAccountLogout = (accountId: number) => `/social_accounts/${accountId}/logout`;
export const instagramConnect = (shopId: number) => `/v2/shops/${shopId}/instagram/connect`;
export const instagramLoginConfig = () => '/instagram/login_config';
export const demoLogin = () => '/instagram/demo_login';
export const demoStoryMention = () => '/instagram/demo_story_mention';
export const pullContents = (accountId: number) => `/social_account_instagrams/${accountId}/pull_contents`;
export const webhookSubscription = (accountId: number) =>
  `/social_account_instagrams/${accountId}/webhook_subscription`;
export const socialContents = (accountId: number) =>
  `/social_account_instagrams/${accountId}/social_contents`;
export const socialContent = (contentId: number) => `/social_content_instagrams/${contentId}`;
export const authorMetrics = () => '/social_content_instagrams/author_metrics';
export const authorEmail = () => '/social_content_instagrams/patch_email_by_username';
