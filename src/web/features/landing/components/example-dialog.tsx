import { ArrowUpRight } from 'lucide-react';
import { Badge } from '../../../ui/badge';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../ui/dialog';
import { ComingSoonTag } from '../../../ui/coming-soon';
import { ExternalLink } from '../../../ui/external-link';
import { VideoPlayer } from '../../../ui/video-player';
import type { Example } from '../content';
import { EXAMPLE_DETAILS } from '../example-details';

function ExampleMedia({ example }: { example: Example }) {
  const { media } = example;
  if (media.kind === 'video') {
    return (
      <VideoPlayer
        title={example.title}
        sources={media.sources}
        poster={media.poster}
        fallbackImage={media.fallbackImage}
        preload="auto"
      />
    );
  }
  return (
    <img
      src={media.src}
      alt={example.tagline}
      width={640}
      height={360}
      loading="lazy"
      decoding="async"
      className="aspect-video w-full rounded-xl bg-black object-cover"
    />
  );
}

/**
 * One example, opened (Radix Dialog). Loaded on demand: this module carries the dialog
 * and the video player, which the first screen of the landing page does not need.
 */
export default function ExampleDialog({ example, onClose }: { example: Example; onClose: () => void }) {
  const details = EXAMPLE_DETAILS[example.id];
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-3xl p-0">
        <div className="p-3 pb-0 sm:p-4 sm:pb-0">
          <ExampleMedia example={example} />
        </div>
        <div className="p-6 pt-5">
          <div className="flex flex-wrap items-center gap-2 pr-8">
            <DialogTitle>{example.title}</DialogTitle>
            {example.competitor && <Badge tone="warning">Competitor</Badge>}
          </div>
          <DialogDescription className="mt-3 text-[15px] leading-7">{details?.description ?? example.tagline}</DialogDescription>
          <ul className="mt-4 flex flex-wrap gap-2" aria-label="Built from">
            {(details?.tags ?? []).map((t) => (
              <li key={t}>
                <Badge>{t}</Badge>
              </li>
            ))}
          </ul>
          {details?.link && (
            <ExternalLink
              href={details.link.href}
              className="mt-5 inline-flex items-center gap-1.5 text-sm font-medium text-brand-2 hover:underline"
            >
              {details.link.label} <ArrowUpRight className="size-4" aria-hidden />
              <ComingSoonTag to={details.link.href} />
            </ExternalLink>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
