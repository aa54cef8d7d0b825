import { number, object, ref, string, type InferType } from 'yup';
import { PASSWORD_MIN_LENGTH, PHONE_PATTERN, POSTAL_CODE_PATTERN } from '../constants.js';
import { limited } from './textLimit.js';

const key = (field: string) => `form.signup_form.${field}.error`;

/** Error messages are translation keys, one per field, under form.signup_form (SPEC §5). */
export const SIGN_UP_ERRORS = {
  shopName: key('shopName'),
  phoneNumber: key('phoneNumber'),
  category: key('category'),
  addressFirstRow: key('addressFirstRow'),
  addressSecondRow: key('addressSecondRow'),
  addressPostalCode: key('addressPostalCode'),
  addressCity: key('addressCity'),
  userName: key('userName'),
  userEmail: key('userEmail'),
  userPassword: key('userPassword'),
  userConfirmPassword: key('userConfirmPassword'),
  socialName: key('socialName'),
} as const;

const E = SIGN_UP_ERRORS;

/** A JSON client sends `null` for an optional field left empty: it is read as missing. */
const nullAsMissing = (value: string | undefined, original: unknown) =>
  original === null ? undefined : value;

export const signUpSchema = object({
  shopName: limited(string().trim(), 'shopName').required(E.shopName),
  // Spaces and dots typed between digit pairs are dropped before the pattern is checked.
  phoneNumber: string()
    .transform((value: string) => value.replace(/[\s.-]/g, ''))
    .required(E.phoneNumber)
    .matches(PHONE_PATTERN, E.phoneNumber),
  category: number()
    .transform((value: number, original: unknown) =>
      original === '' || original == null ? undefined : value,
    )
    .typeError(E.category)
    .required(E.category),
  addressFirstRow: limited(string().trim(), 'addressRow').required(E.addressFirstRow),
  addressSecondRow: limited(string().trim().optional().transform(nullAsMissing), 'addressRow'),
  addressPostalCode: string()
    .trim()
    .required(E.addressPostalCode)
    .matches(POSTAL_CODE_PATTERN, E.addressPostalCode),
  addressCity: limited(string().trim(), 'city').required(E.addressCity),
  userName: limited(string().trim(), 'personName').required(E.userName),
  userEmail: limited(string().trim(), 'email').required(E.userEmail).email(E.userEmail),
  userPassword: limited(string(), 'password')
    .required(E.userPassword)
    .min(PASSWORD_MIN_LENGTH, E.userPassword),
  userConfirmPassword: string()
    .required(E.userConfirmPassword)
    .oneOf([ref('userPassword')], E.userConfirmPassword),
  /** The shop's username on the network; optional. */
  // The pattern keeps it within an Instagram username (TEXT_LIMITS.instagramUsername, @ apart).
  socialName: string()
    .trim()
    .optional()
    .transform(nullAsMissing)
    .matches(/^@?[A-Za-z0-9._]{1,30}$/, { message: E.socialName, excludeEmptyString: true }),
});

export type SignUpValues = InferType<typeof signUpSchema>;

/** The sign-up body as a client sends it (`ShopRegisterPayload`), any field possibly missing or wrong. */
export interface SignUpBody {
  shop?: {
    name?: unknown;
    phoneNumber?: unknown;
    category?: unknown;
    address?: { firstRow?: unknown; secondRow?: unknown; postalCode?: unknown; city?: unknown };
    socialName?: unknown;
  };
  user?: { name?: unknown; email?: unknown; password?: unknown };
}

/**
 * The sign-up body as the form's values, field for field, for `signUpSchema`: the API and the mock
 * API read it alike. The body sends the password once, so it confirms itself.
 */
export function signUpInput(payload: SignUpBody): Record<keyof typeof SIGN_UP_ERRORS, unknown> {
  return {
    shopName: payload.shop?.name,
    phoneNumber: payload.shop?.phoneNumber,
    category: payload.shop?.category,
    addressFirstRow: payload.shop?.address?.firstRow,
    addressSecondRow: payload.shop?.address?.secondRow,
    addressPostalCode: payload.shop?.address?.postalCode,
    addressCity: payload.shop?.address?.city,
    socialName: payload.shop?.socialName,
    userName: payload.user?.name,
    userEmail: payload.user?.email,
    userPassword: payload.user?.password,
    userConfirmPassword: payload.user?.password,
  };
}
