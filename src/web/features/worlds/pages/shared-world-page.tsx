/**
 * /worlds/shared/:token: one world shared read-only by its owner. Asks the link which
 * world it shares, then renders that world's own page (WorldShell hides the tabs for a
 * shared link); a revoked, expired or unknown link shows that it is no longer shared.
 */
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { worldsApi } from '../../../../contract/endpoints/worlds';
import type { WorldKind } from '../../../../contract/worlds';
import { call } from '../../../lib/api';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { Button } from '../../../ui/button';
import { PageFrame } from '../../../ui/page-frame';
import { Spinner } from '../../../ui/spinner';
import MapWorldPage from './map-world-page';
import NetworkWorldPage from './network-world-page';
import SocialWorldPage from './social-world-page';
import TimelineWorldPage from './timeline-world-page';

const PAGES: Record<WorldKind, () => React.ReactNode> = {
  social: SocialWorldPage,
  network: NetworkWorldPage,
  map: MapWorldPage,
  timeline: TimelineWorldPage,
};

export default function SharedWorldPage() {
  const { token = '' } = useParams();
  const info = useQuery({
    queryKey: ['worlds', 'share', token, 'info'],
    // The route reads the token itself (no params schema: an unknown token of any length is a 404).
    queryFn: () => call(worldsApi.sharedInfo, { params: { token } }),
    retry: false,
  });
  if (info.isPending) {
    return (
      <PageFrame>
        <h1 className="sr-only">Shared world</h1>
        <div className="flex min-h-[40vh] items-center justify-center">
          <Spinner />
        </div>
      </PageFrame>
    );
  }
  if (info.isError) {
    const gone = info.error instanceof ApiError && info.error.status === 404;
    return (
      <PageFrame>
        <div className="mx-auto max-w-lg py-16 text-center">
          <h1 className="text-3xl font-bold tracking-tight">{gone ? 'No longer shared' : 'This world could not be loaded'}</h1>
          <p className="mt-3 text-muted">
            {gone
              ? 'The owner of this link has revoked it, or it has expired. Ask them for a new link.'
              : errorMessage(info.error, 'Please check your connection and try again.')}
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Button asChild>
              <Link to={paths.sampleWorld}>Walk the sample world</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/">Go to the home page</Link>
            </Button>
          </div>
        </div>
      </PageFrame>
    );
  }
  const Page = PAGES[info.data.world];
  return <Page />;
}
