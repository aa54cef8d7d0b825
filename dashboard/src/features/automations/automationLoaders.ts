import { data, redirect, type LoaderFunctionArgs } from 'react-router-dom';
import type { Automation } from '@merci/domain';
import { ApiError } from '../../lib/api/client';
import { isSignedIn } from '../../lib/session/session';
import { getAutomation } from './automationsApi';

/**
 * `/automations/{id}`: the automation is loaded before the page renders. Any failure is the route
 * error of SPEC §8: status 500 with automation.errors.get, which the error screen toasts
 * ('Accès à l'automation impossible.'); a path that names no id is not found.
 */
export async function automationLoader({ params }: LoaderFunctionArgs): Promise<Automation> {
  if (!/^[1-9]\d{0,9}$/.test(params.id ?? '')) throw data(null, { status: 404 });
  // Without a session the layout sends the visitor to /signin; the call would only fail.
  if (!isSignedIn()) throw redirect('/signin');
  try {
    return await getAutomation(Number(params.id));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw redirect('/signin');
    throw new ApiError(500, 'automation.errors.get');
  }
}
