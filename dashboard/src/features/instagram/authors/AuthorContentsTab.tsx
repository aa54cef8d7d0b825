import { useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router-dom';
import { mention } from '@merci/domain';
import { Stack } from '@merci/ui-kit';
import { NO_FILTERS, readContentsQuery } from '../contents/contentsQuery';
import { PagedContents } from '../contents/PagedContents';

/** The author page's default tab: the author's contents (SPEC §7 `authorUsername`), 12 a page. */
export function AuthorContentsTab() {
  const intl = useIntl();
  const { username = '' } = useParams();
  const [params] = useSearchParams();

  return (
    <Stack gap={5}>
      <PagedContents
        query={{ ...NO_FILTERS, status: 'all', page: readContentsQuery(params).page }}
        authorUsername={username}
        label={intl.formatMessage({ id: 'social.author.contents' }, { author: mention(username) })}
      />
    </Stack>
  );
}
