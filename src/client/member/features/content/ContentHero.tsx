import type { ReactNode } from 'react';
import { DocumentTitle } from '../../../frame/ui/DocumentTitle';

export interface ContentHeroProps {
  title: string;
  subtitle?: ReactNode;
}

/** The navy band that opens each public page, like the home banner and the dashboard greeting. */
export function ContentHero({ title, subtitle }: ContentHeroProps) {
  return (
    <header className="content-hero">
      <DocumentTitle title={title} />
      <div className="content-hero__inner">
        <h1 className="content-hero__title">{title}</h1>
        {subtitle && <p className="content-hero__subtitle">{subtitle}</p>}
      </div>
    </header>
  );
}
