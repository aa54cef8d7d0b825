import { useId, useState, type ReactNode } from 'react';
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import {
  ADMIN_REASON_MAX_LENGTH,
  REWARD_TYPES,
  SUBSCRIPTION_INTERVALS,
  type AdminShopDetail,
  type ShopReasonValues,
  type SubscriptionOffer,
} from '@merci/domain';
import {
  Alert,
  Button,
  Inline,
  Modal,
  ModalClose,
  MultiSelect,
  Select,
  Spinner,
  Stack,
  Textarea,
} from '@merci/ui-kit';
import { ApiError } from '../../lib/api/client';
import { useSpecForm } from '../../lib/forms/useSpecForm';
import { useSubscriptionOffers } from '../../lib/offers/offersApi';
import { runShopAction, type ShopAction } from './adminApi';
import { useAdminText } from './useAdminText';

export interface ShopActionDialogProps {
  shop: AdminShopDetail;
  /** The action asked for; it stays set while the dialog closes. */
  action: ShopAction;
  isOpen: boolean;
  /** Cancel, Escape, the backdrop or the × button (not while the action is being sent). */
  onClose: () => void;
  /** The API accepted the action: the shop as it now stands. */
  onDone: (action: ShopAction, shop: AdminShopDetail) => Promise<void>;
}

/**
 * The dialog that confirms an action on a shop: validate it or change its plan (the plan's form),
 * suspend or reinstate it (a reason). What the API refuses shows in the dialog: on its field when
 * the refusal names one, above the fields otherwise.
 */
export function ShopActionDialog(props: ShopActionDialogProps) {
  return props.action === 'validate' || props.action === 'plan' ? (
    <PlanDialog {...props} />
  ) : (
    <ReasonDialog {...props} />
  );
}

const PLAN_FIELDS = ['offerType', 'subscriptionType', 'discountTypes'] as const;
const REASON_FIELDS = ['reason'] as const;

/**
 * Sends the action; a refusal goes on the fields it names (their message keys are shown by the
 * form), any other in the dialog's alert.
 */
function useSendAction<T extends FieldValues>(
  { shop, action, onDone }: ShopActionDialogProps,
  form: UseFormReturn<T>,
  fields: readonly Path<T>[],
) {
  const [problem, setProblem] = useState<string | null>(null);
  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      await onDone(action, await runShopAction(shop.id, action, values as never));
    } catch (error) {
      const onFields =
        error instanceof ApiError
          ? error.violations.filter((violation) =>
              (fields as readonly string[]).includes(violation.propertyPath),
            )
          : [];
      for (const violation of onFields)
        form.setError(
          violation.propertyPath as Path<T>,
          { message: violation.message },
          { shouldFocus: true },
        );
      if (onFields.length === 0) setProblem(error instanceof ApiError ? error.messageKey : 'errors.http');
    }
  });
  return { submit, problem };
}

/** The refusal that names no field, in the dialog. */
function ProblemAlert({ messageKey }: { messageKey: string | null }) {
  const intl = useIntl();
  if (!messageKey) return null;
  // A key the API named but the catalogue lacks reads as the generic error.
  const id = messageKey in intl.messages ? messageKey : 'errors.http';
  return <Alert tone="danger" message={intl.formatMessage({ id })} />;
}

interface DialogFrameProps extends ShopActionDialogProps {
  title: string;
  description: string;
  formId: string;
  submitLabel: string;
  isPending: boolean;
  isDanger?: boolean;
  /** Nothing to send yet (the offers to choose from are not there). */
  isSubmitDisabled?: boolean;
  children: ReactNode;
}

function DialogFrame({
  isOpen,
  onClose,
  title,
  description,
  formId,
  submitLabel,
  isPending,
  isDanger = false,
  isSubmitDisabled = false,
  children,
}: DialogFrameProps) {
  const intl = useIntl();
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={({ isOpen: open }) => {
        if (!open && !isPending) onClose();
      }}
      title={title}
      description={description}
      closeLabel={intl.formatMessage({ id: 'dialog.close' })}
      footer={
        <Inline gap={3} justify="end" wrap="wrap">
          <ModalClose>
            <Button variant="secondary" disabled={isPending}>
              {intl.formatMessage({ id: 'dialog.cancel' })}
            </Button>
          </ModalClose>
          <Button
            type="submit"
            form={formId}
            variant={isDanger ? 'danger' : 'primary'}
            isLoading={isPending}
            disabled={isSubmitDisabled}
          >
            {submitLabel}
          </Button>
        </Inline>
      }
    >
      {children}
    </Modal>
  );
}

/** Validate a pending shop, or change a validated shop's plan: the offer, its interval, the reward types. */
function PlanDialog(props: ShopActionDialogProps) {
  const { shop, action } = props;
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const text = useAdminText();
  const formId = useId();
  const { offers, error: offersError } = useSubscriptionOffers();
  const form = useSpecForm((schemas) => schemas.shopPlanSchema, {
    offerType: shop.plan ?? undefined,
    subscriptionType: shop.subscriptionType ?? 'monthly',
    discountTypes: shop.discountTypes,
  });
  const { submit, problem } = useSendAction(props, form, PLAN_FIELDS);
  const offer = offers?.find((candidate) => candidate.type === form.watch('offerType'));
  const limit = offer?.rewardTypeLimit ?? null;
  const isValidation = action === 'validate';
  const typesError = form.formState.errors.discountTypes?.message;

  const offerLabel = (candidate: SubscriptionOffer) =>
    t('admin.form.offer_option', {
      plan: text.planLabel(candidate.type),
      quota:
        candidate.loyaltyQuota === null
          ? t('admin.form.offer_quota_unlimited')
          : t('admin.form.offer_quota', { count: candidate.loyaltyQuota }),
      types:
        candidate.rewardTypeLimit === null
          ? t('admin.form.offer_types_unlimited')
          : t('admin.form.offer_types', { count: candidate.rewardTypeLimit }),
    });

  return (
    <DialogFrame
      {...props}
      title={t(isValidation ? 'admin.dialog.validate.title' : 'admin.dialog.plan.title', { shop: shop.name })}
      description={t(isValidation ? 'admin.dialog.validate.description' : 'admin.dialog.plan.description')}
      formId={formId}
      submitLabel={t(isValidation ? 'admin.dialog.validate.submit' : 'admin.dialog.plan.submit')}
      isPending={form.formState.isSubmitting}
      isSubmitDisabled={!offers}
    >
      {/* The form is drawn with its offers, so that the current one is selected from the start. */}
      {!offers ? (
        offersError ? (
          <ProblemAlert messageKey="admin.errors.offers" />
        ) : (
          <Spinner label={t('admin.form.offer_type.loading')} />
        )
      ) : (
        <form id={formId} noValidate onSubmit={submit}>
          <Stack gap={5}>
            <ProblemAlert messageKey={problem} />
            <Select
              label={t('admin.form.offer_type.label')}
              isRequired
              placeholder={t('admin.form.offer_type.placeholder')}
              options={offers.map((candidate) => ({
                value: candidate.type,
                label: offerLabel(candidate),
              }))}
              {...form.field('offerType')}
            />
            <Select
              label={t('admin.form.subscription_type.label')}
              isRequired
              options={SUBSCRIPTION_INTERVALS.map((interval) => ({
                value: interval,
                label: text.intervalLabel(interval),
              }))}
              {...form.field('subscriptionType')}
            />
            <Controller
              control={form.control}
              name="discountTypes"
              render={({ field }) => {
                const checked: readonly string[] = field.value ?? [];
                return (
                  <MultiSelect
                    label={t('admin.form.discount_types.label')}
                    hint={
                      !offer
                        ? t('admin.form.discount_types.hint_no_offer')
                        : limit === null
                          ? t('admin.form.discount_types.hint_unlimited')
                          : t('admin.form.discount_types.hint', { count: limit })
                    }
                    isRequired
                    requiredLabel={t('admin.form.required')}
                    // The offer's limit: once reached, the other types wait until one is unchecked.
                    options={REWARD_TYPES.map((type) => ({
                      value: type,
                      label: text.typeLabel(type),
                      disabled: limit !== null && checked.length >= limit && !checked.includes(type),
                    }))}
                    value={checked}
                    onChange={({ value }) => {
                      form.clearErrors('discountTypes');
                      field.onChange(value);
                    }}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    error={typeof typesError === 'string' ? t(typesError) : undefined}
                  />
                );
              }}
            />
          </Stack>
        </form>
      )}
    </DialogFrame>
  );
}

/** Suspend a shop or reinstate it: the reason the owner reads, kept in the audit log. */
function ReasonDialog(props: ShopActionDialogProps) {
  const { shop, action } = props;
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const formId = useId();
  const form = useSpecForm((schemas) => schemas.shopReasonSchema, { reason: '' } as ShopReasonValues);
  const { submit, problem } = useSendAction(props, form, REASON_FIELDS);
  const isSuspension = action === 'suspend';
  const key = isSuspension ? 'suspend' : 'reinstate';

  return (
    <DialogFrame
      {...props}
      title={t(`admin.dialog.${key}.title`, { shop: shop.name })}
      description={t(`admin.dialog.${key}.description`)}
      formId={formId}
      submitLabel={t(`admin.dialog.${key}.submit`)}
      isPending={form.formState.isSubmitting}
      isDanger={isSuspension}
    >
      <form id={formId} noValidate onSubmit={submit}>
        <Stack gap={5}>
          <ProblemAlert messageKey={problem} />
          <Textarea
            label={t('admin.form.reason.label')}
            hint={t(`admin.form.reason.hint_${key}`)}
            isRequired
            rows={4}
            maxLength={ADMIN_REASON_MAX_LENGTH}
            countLabel={({ count, maxLength }) => t('admin.form.reason.count', { count, max: maxLength })}
            {...form.field('reason')}
          />
        </Stack>
      </form>
    </DialogFrame>
  );
}
