import useSWR from 'swr';
import type { Category, HydraCollection } from '@merci/domain';
import { apiRequest, fromHydra } from '../../lib/api/client';
import { endpoints } from '../../lib/api/endpoints';

/**
 * GET /categories (public), for the sign-up form. Apart from authApi, so that /signin's code
 * does not take the data layer along (ADR 020).
 */
export function useCategories() {
  const { data, error, isLoading } = useSWR(endpoints.categories(), (key: string) =>
    apiRequest<HydraCollection<Category>>(key, { isPublic: true }).then(fromHydra),
  );
  return { categories: data?.items, error, isLoading };
}
