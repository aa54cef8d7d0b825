// Sign-in, sign-up and the session: public, except the sign-outs.
export const signIn = () => '/v1/oauth';
export const signOut = () => '/v1/logout';
export const signOutEverywhere = () => '/v1/logout/everywhere';
export const shopRegister = () => '/users/shop-register';
export const resendActivation = () => '/v1/resend-activation';
export const passwordReset = () => '/v1/reset-password';
export const passwordResetConfirm = () => '/v1/reset-password/confirm';
export const categories = () => '/categories';
