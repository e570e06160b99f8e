import { ArrowRight, ArrowUpRight, ImageIcon, Play } from 'lucide-react';
import { Link } from '../../../ui/link';
import { lazy, Suspense, useState } from 'react';
import { Badge } from '../../../ui/badge';
import { EXAMPLES, type Example } from '../content';
import { Section } from './section';

const loadDialog = () => import('./example-dialog');
const ExampleDialog = lazy(loadDialog);
/** Warm the dialog chunk as soon as someone shows interest, so opening feels instant. */
const prefetchDialog = () => void loadDialog();

function thumbnail(example: Example) {
  return example.media.kind === 'video' ? example.media.poster : example.media.src;
}

function ExampleCard({ example, onOpen }: { example: Example; onOpen: () => void }) {
  const isVideo = example.media.kind === 'video';
  return (
    <div className="group relative flex flex-col overflow-hidden rounded-2xl border border-border bg-surface/70 transition hover:-translate-y-0.5 hover:border-brand/50 hover:shadow-xl hover:shadow-brand/10">
    <button
      type="button"
      onClick={onOpen}
      onPointerEnter={prefetchDialog}
      onFocus={prefetchDialog}
      aria-haspopup="dialog"
      className="flex flex-1 cursor-pointer flex-col text-left"
    >
      <div className="relative aspect-video w-full overflow-hidden bg-black">
        <img
          src={thumbnail(example)}
          alt=""
          width={640}
          height={360}
          loading="lazy"
          decoding="async"
          className="h-full w-full object-cover transition duration-500 group-hover:scale-[1.03]"
        />
        <span className="absolute bottom-3 left-3 inline-flex items-center gap-1 rounded-full bg-black/75 px-2.5 py-1 text-xs font-medium text-fg backdrop-blur">
          {isVideo ? <Play className="size-3" aria-hidden /> : <ImageIcon className="size-3" aria-hidden />}
          {isVideo ? 'Video' : 'Image'}
        </span>
        {example.competitor && (
          <Badge tone="warning" className="absolute right-3 top-3 bg-[#2a230b]">
            Competitor
          </Badge>
        )}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h3 className="font-semibold">{example.title}</h3>
        <p className="mt-1.5 flex-1 text-sm leading-6 text-muted">{example.tagline}</p>
        <span className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-brand-2">
          {isVideo ? 'Watch' : 'View'} <ArrowUpRight className="size-4" aria-hidden />
        </span>
      </div>
    </button>
      {example.live && (
        <Link to={example.live} className="absolute bottom-5 right-5 inline-flex items-center gap-1 text-sm font-medium text-brand-2 hover:underline">
          Open the live sample <ArrowRight className="size-4" aria-hidden />
        </Link>
      )}
    </div>
  );
}

export function Examples() {
  const [open, setOpen] = useState<Example | null>(null);
  return (
    <Section
      id="examples"
      eyebrow="Examples"
      title="Worlds made from real exports"
      intro="Each one started as a folder of exports. Open one to see what it became; “Open the live sample” walks the same world built from made-up sample data."
    >
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {EXAMPLES.map((e) => (
          <ExampleCard key={e.id} example={e} onOpen={() => setOpen(e)} />
        ))}
      </div>
      {open && (
        <Suspense fallback={null}>
          <ExampleDialog key={open.id} example={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </Section>
  );
}
