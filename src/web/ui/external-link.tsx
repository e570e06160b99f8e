import type { ComponentProps } from 'react';

/** A link that leaves the app: always a new tab, never handing it our window (rel=noopener noreferrer). */
export function ExternalLink(props: Omit<ComponentProps<'a'>, 'target' | 'rel'> & { href: string }) {
  return <a target="_blank" rel="noopener noreferrer" {...props} />;
}
