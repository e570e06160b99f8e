/**
 * An in-app link whose behaviour comes from where it is rendered (ADR 061): inside the app,
 * react-router's Link (app-root.tsx provides it); on the prerendered visitor landing, the
 * island's link, which starts the app at its address (landing-island.tsx); with neither, a
 * plain anchor (a full page load). The markup is the same `<a href>` in every case, so the
 * shared pieces of the public pages (logo, footer, the landing's sections) need not import
 * the router, and the landing island does not load it.
 */
import { createContext, useContext, type ComponentProps, type ComponentType } from 'react';

export type LinkProps = Omit<ComponentProps<'a'>, 'href'> & { to: string };

/** A plain anchor: what a link is without a provider. */
export function PlainLink({ to, ...props }: LinkProps) {
  return <a href={to} {...props} />;
}

const LinkContext = createContext<ComponentType<LinkProps>>(PlainLink);

/** Sets how the links below it navigate. */
export const LinkProvider = LinkContext.Provider;

export function Link(props: LinkProps) {
  const Impl = useContext(LinkContext);
  return <Impl {...props} />;
}
