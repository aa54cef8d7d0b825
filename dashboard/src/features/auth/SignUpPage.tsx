import { useIntl } from 'react-intl';
import type { SignUpValues } from '@merci/domain';
import {
  Alert,
  Button,
  EmailInput,
  Grid,
  Heading,
  Inline,
  PasswordInput,
  PhoneInput,
  Select,
  Stack,
  Text,
  TextInput,
  toast,
} from '@merci/ui-kit';
import { ApiError } from '../../lib/api/client';
import { useSpecForm } from '../../lib/forms/useSpecForm';
import { NavigationLink, useNavigateTo } from '../../lib/routing/navigation';
import { registerShop } from './authApi';
import { useCategories } from './categoriesApi';
import { SignedOutLayout } from './SignedOutLayout';

const EMPTY: Record<keyof SignUpValues, string> = {
  shopName: '',
  phoneNumber: '',
  category: '',
  addressFirstRow: '',
  addressSecondRow: '',
  addressPostalCode: '',
  addressCity: '',
  socialName: '',
  userName: '',
  userEmail: '',
  userPassword: '',
  userConfirmPassword: '',
};

/** /signup: 'create my account in 30 seconds', shop and owner side by side (SPEC §2, §5). */
export function SignUpPage() {
  const intl = useIntl();
  const navigate = useNavigateTo();
  const t = (id: string) => intl.formatMessage({ id });
  const { categories, error: categoriesError, isLoading } = useCategories();
  const form = useSpecForm((schemas) => schemas.signUpSchema, EMPTY as never);
  const label = (field: keyof SignUpValues) => t(`form.signup_form.${field}.label`);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await registerShop({
        shop: {
          name: values.shopName,
          phoneNumber: values.phoneNumber,
          category: values.category,
          address: {
            firstRow: values.addressFirstRow,
            secondRow: values.addressSecondRow ?? '',
            postalCode: values.addressPostalCode,
            city: values.addressCity,
          },
          ...(values.socialName ? { socialName: values.socialName } : {}),
        },
        user: { name: values.userName, email: values.userEmail, password: values.userPassword },
      });
      navigate(`/signup-confirmation/${encodeURIComponent(values.userEmail)}`);
    } catch (error) {
      // The API names the fields it refused (an address already registered, a category gone).
      if (error instanceof ApiError) {
        for (const violation of error.violations) {
          if (violation.propertyPath in EMPTY) {
            form.setError(violation.propertyPath as keyof SignUpValues, { message: violation.message });
          }
        }
      }
      toast({ tone: 'error', message: t('account.errors.signup') });
    }
  });

  return (
    <SignedOutLayout>
      <Stack gap={2}>
        <Heading level={1} size="xxl">
          {t('signup.title')}
        </Heading>
        <Text tone="muted">{t('signup.subtitle')}</Text>
      </Stack>
      <form noValidate onSubmit={onSubmit}>
        <Stack gap={6}>
          <Grid columns={{ xs: 1, md: 2 }} gap={6}>
            <Stack gap={4} as="section" aria-labelledby="signup-shop">
              <Heading level={2} size="lg" id="signup-shop">
                {t('signup.shop')}
              </Heading>
              <TextInput
                label={label('shopName')}
                isRequired
                autoComplete="organization"
                {...form.field('shopName')}
              />
              <PhoneInput
                label={label('phoneNumber')}
                hint={t('form.signup_form.phoneNumber.hint')}
                isRequired
                {...form.field('phoneNumber')}
              />
              {categoriesError && !isLoading ? (
                <Alert tone="danger" message={t('errors.http')} />
              ) : (
                // While the categories load, the field keeps its place with a spinner in it
                // (SPEC §2), so that nothing moves under the merchant's eyes when they arrive.
                <Select
                  label={label('category')}
                  isRequired
                  placeholder={t('signup.category_placeholder')}
                  isLoading={isLoading}
                  loadingLabel={t('signup.categories_loading')}
                  options={(categories ?? []).map((category) => ({
                    value: String(category.id),
                    label: category.name,
                  }))}
                  {...form.field('category')}
                />
              )}
              <TextInput
                label={label('addressFirstRow')}
                isRequired
                autoComplete="address-line1"
                {...form.field('addressFirstRow')}
              />
              <TextInput
                label={label('addressSecondRow')}
                autoComplete="address-line2"
                {...form.field('addressSecondRow')}
              />
              <Grid columns={{ xs: 1, sm: 2 }} gap={4}>
                <TextInput
                  label={label('addressPostalCode')}
                  isRequired
                  inputMode="numeric"
                  autoComplete="postal-code"
                  {...form.field('addressPostalCode')}
                />
                <TextInput
                  label={label('addressCity')}
                  isRequired
                  autoComplete="address-level2"
                  {...form.field('addressCity')}
                />
              </Grid>
              <TextInput
                label={label('socialName')}
                hint={t('form.signup_form.socialName.hint')}
                {...form.field('socialName')}
              />
            </Stack>
            <Stack gap={4} as="section" aria-labelledby="signup-user">
              <Heading level={2} size="lg" id="signup-user">
                {t('signup.user')}
              </Heading>
              <TextInput
                label={label('userName')}
                isRequired
                autoComplete="name"
                {...form.field('userName')}
              />
              <EmailInput label={label('userEmail')} isRequired {...form.field('userEmail')} />
              <PasswordInput
                label={label('userPassword')}
                isRequired
                autoComplete="new-password"
                showLabel={t('form.password.show')}
                {...form.field('userPassword')}
              />
              <PasswordInput
                label={label('userConfirmPassword')}
                isRequired
                autoComplete="new-password"
                showLabel={t('form.password.show')}
                {...form.field('userConfirmPassword')}
              />
            </Stack>
          </Grid>
          <Inline justify="between">
            <NavigationLink href="/signin">{t('signup.have_account')}</NavigationLink>
            <Button type="submit" isLoading={form.formState.isSubmitting}>
              {t('signup.submit')}
            </Button>
          </Inline>
        </Stack>
      </form>
    </SignedOutLayout>
  );
}
