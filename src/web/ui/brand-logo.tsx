import { useId } from 'react';
import { Link } from './link';
import { BRAND } from '../../contract/brand';
import { cn } from '../lib/cn';
import { paths } from '../lib/paths';

/** The Mnemo mark and word, linking home. */
export function BrandLogo({ className }: { className?: string }) {
  // Unique per instance: the logo appears in both header and footer.
  const gradientId = `brand-logo-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <Link to={paths.home} className={cn('inline-flex items-center gap-2.5 font-semibold tracking-tight', className)}>
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden>
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#a78bfa" />
            <stop offset="1" stopColor="#22d3ee" />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="9" fill="#1a1a2b" />
        <path
          d="M8 22V11l8 7 8-7v11"
          fill="none"
          stroke={`url(#${gradientId})`}
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="16" cy="18" r="1.8" fill="#fff" />
      </svg>
      <span className="text-lg">{BRAND.name}</span>
    </Link>
  );
}
