import { data, type LoaderFunctionArgs } from 'react-router-dom';
import { NETWORKS } from '@merci/domain';

/** `/:social` names a supported network (SPEC §9: instagram only); anything else is not found. */
export function socialLoader({ params }: LoaderFunctionArgs) {
  if (!(NETWORKS as readonly string[]).includes(params.social ?? '')) throw data(null, { status: 404 });
  return null;
}

/** `contents/:id` takes a content id: a positive whole number. */
export function contentLoader({ params }: LoaderFunctionArgs) {
  if (!/^[1-9]\d{0,9}$/.test(params.id ?? '')) throw data(null, { status: 404 });
  return null;
}
