export { ListError } from './ListError';
export type { ListErrorProps, ListErrorRetryDetails } from './ListError';
