import type { ReactNode } from 'react';

interface PageCardProps {
  /** The heading's id is `${id}-title`; the card is labelled by it. */
  id: string;
  title: ReactNode;
  lead?: ReactNode;
  /** Spaced children (`card stack`): the title and lead are then kept together in one block. */
  stack?: boolean;
  busy?: boolean;
  children: ReactNode;
}

/** A screen's card: its title (the page's h1), its lead, then its content. */
export function PageCard({ id, title, lead, stack = false, busy, children }: PageCardProps) {
  const heading = (
    <>
      <h1 id={`${id}-title`} className="page-title">
        {title}
      </h1>
      {lead === undefined ? null : <p className="page-lead">{lead}</p>}
    </>
  );
  return (
    <section className={stack ? 'card stack' : 'card'} aria-labelledby={`${id}-title`} aria-busy={busy}>
      {stack ? <div>{heading}</div> : heading}
      {children}
    </section>
  );
}
