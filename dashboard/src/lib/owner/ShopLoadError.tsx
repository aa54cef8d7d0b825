import { useIntl } from 'react-intl';
import { Alert, Button, Icon, Inline, Stack } from '@merci/ui-kit';
import { useShop } from './useOwner';

export interface ShopLoadErrorProps {
  /** The shop that could not be loaded: the button reads it again. */
  shopId: number | undefined;
}

/**
 * The shop could not be loaded (SPEC §8: 'Erreur lors de la récupération de la société'). A
 * screen shows this where what needs the shop would otherwise wait for good, with a button that
 * reads the shop again through SWR (the page stays as it is; every reader of the shop gets it).
 */
export function ShopLoadError({ shopId }: ShopLoadErrorProps) {
  const intl = useIntl();
  const { isValidating, retry } = useShop(shopId);
  return (
    <Stack gap={3}>
      <Alert tone="danger" message={intl.formatMessage({ id: 'shop.errors.get' })} />
      <Inline>
        <Button
          variant="secondary"
          size="sm"
          startIcon={<Icon name="refresh" />}
          isLoading={isValidating}
          onClick={() => void retry()}
        >
          {intl.formatMessage({ id: 'errors.retry' })}
        </Button>
      </Inline>
    </Stack>
  );
}
