import { ArrowRight, Lock, MessagesSquare, Play, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '../../../ui/link';
import { paths } from '../../../lib/paths';
import { buttonVariants } from '../../../ui/button';
import { cn } from '../../../lib/cn';
import { HERO_IMAGE } from '../content';

export function Hero() {
  return (
    <section className="relative overflow-hidden">
      <div aria-hidden className="hero-glow pointer-events-none absolute inset-0" />
      <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-6 pb-16 pt-14 sm:pt-20 lg:grid-cols-[1.1fr_1fr] lg:pb-24">
        <div>
          <Link
            to={paths.sampleWorld}
            className="inline-flex items-center gap-2 rounded-full border border-brand/30 bg-brand/10 px-3 py-1 text-xs font-medium text-violet-200 transition hover:border-brand/60"
          >
            Walk the sample world · no sign-up <ArrowRight className="size-3.5" />
          </Link>
          <h1 className="mt-6 text-4xl leading-[1.08] font-bold tracking-tight text-balance sm:text-6xl lg:text-[3.4rem]">
            Your life’s data, rebuilt as a <span className="text-gradient">world you can explore.</span>
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-8 text-muted">
            Mnemo turns years of messages, photos and timelines into an interactive AI world: the people who shaped
            you, the places you have been and how it all changed over time. Import your exports and explore it today.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to={paths.onboarding} className={buttonVariants({ size: 'lg' })}>
              Get Started <ArrowRight />
            </Link>
            <a href="#waitlist" className={buttonVariants({ variant: 'secondary', size: 'lg' })}>
              Join Waitlist
            </a>
            <a href="#examples" className={buttonVariants({ variant: 'ghost', size: 'lg' })}>
              <Play /> See Examples
            </a>
          </div>
          <p className="mt-6 flex items-center gap-2 text-sm text-muted">
            <Lock className="size-4 text-brand-2" aria-hidden />
            Private by default. Never used to train AI models.
          </p>
        </div>

        <div className="relative mx-auto w-full max-w-xl lg:max-w-none">
          <div className="relative overflow-hidden rounded-2xl border border-border bg-surface shadow-2xl shadow-brand/10">
            <div className="flex items-center gap-1.5 border-b border-border px-4 py-2.5">
              <span className="size-2.5 rounded-full bg-[#3a3a55]" />
              <span className="size-2.5 rounded-full bg-[#3a3a55]" />
              <span className="size-2.5 rounded-full bg-[#3a3a55]" />
              <span className="ml-3 text-xs text-muted">social-world · 2019–2024</span>
            </div>
            <img
              src={HERO_IMAGE}
              alt="A constellation of five glowing communities of people around a bright centre"
              width={640}
              height={360}
              fetchPriority="high"
              className="aspect-video w-full object-cover"
            />
          </div>
          <FloatingChip className="-left-3 top-16 sm:-left-8" icon={<MessagesSquare className="size-4 text-brand-2" />}>
            12,408 messages with family
          </FloatingChip>
          <FloatingChip className="-right-2 bottom-10 sm:-right-6" icon={<Users className="size-4 text-pink-400" />}>
            Closest in 2021: college friends
          </FloatingChip>
        </div>
      </div>
    </section>
  );
}

function FloatingChip({ className, icon, children }: { className?: string; icon: ReactNode; children: ReactNode }) {
  return (
    <div
      className={cn(
        'absolute hidden items-center gap-2 rounded-xl border border-border bg-surface-2/95 px-3 py-2 text-xs font-medium shadow-xl backdrop-blur sm:flex',
        className,
      )}
    >
      {icon}
      {children}
    </div>
  );
}
