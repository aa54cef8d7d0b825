import { useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router-dom';
import { mention } from '@merci/domain';
import { useCurrentUser } from '../../../lib/owner/useOwner';
import { pageParam, pageSearch } from '../../../lib/pagination/pageParam';
import { AssignedRewardsTable } from '../../../lib/rewards/AssignedRewardsTable';

/**
 * The author page's 'rewards' tab: the rewards given to this author (SPEC §2, filtered by the
 * author's username), in the table of the rewards page, 10 a page.
 */
export function AuthorRewardsTab() {
  const intl = useIntl();
  const { username = '' } = useParams();
  const { user } = useCurrentUser();
  const [params, setParams] = useSearchParams();

  return (
    <AssignedRewardsTable
      shopId={user?.shop?.id}
      username={username}
      title={intl.formatMessage({ id: 'social.author.rewards' }, { author: mention(username) })}
      page={pageParam(params.get('page'))}
      onPageChange={(page) => setParams(pageSearch(page))}
    />
  );
}
