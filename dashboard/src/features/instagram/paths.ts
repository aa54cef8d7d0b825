import type { Network } from '@merci/domain';

/** The addresses of the social screens (SPEC §2), under the network's segment. */
export function socialPaths(network: Network = 'instagram') {
  const root = `/${network}`;
  const author = (username: string) => `${root}/authors/${encodeURIComponent(username)}`;
  return {
    contents: `${root}/contents`,
    content: (id: number) => `${root}/contents/${id}`,
    authors: `${root}/authors`,
    author,
    authorRewards: (username: string) => `${author(username)}/rewards`,
  };
}

export const instagramPaths = socialPaths('instagram');
