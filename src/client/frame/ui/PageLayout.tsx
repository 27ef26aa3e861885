import type { ElementType, ReactNode } from 'react';
import './PageLayout.css';
import { DocumentTitle } from './DocumentTitle';

export interface PageProps {
  children: ReactNode;
  /** 'reading' narrows the column for forms and text; 'wide' uses the whole content width. */
  width?: 'reading' | 'wide';
  className?: string;
}

/** The content column of a page, with the page's own padding. */
export function Page({ children, width = 'wide', className }: PageProps) {
  return <div className={['page', `page--${width}`, className].filter(Boolean).join(' ')}>{children}</div>;
}

export interface PageHeadingProps {
  title: string;
  /** Shown under the heading. */
  subtitle?: ReactNode;
  /** Links or buttons beside the heading (on phones, under it). */
  actions?: ReactNode;
  /** The document title; defaults to the heading. */
  documentTitle?: string;
}

/** The page's h1; also names the browser tab. */
export function PageHeading({ title, subtitle, actions, documentTitle }: PageHeadingProps) {
  return (
    <header className="page-heading">
      <DocumentTitle title={documentTitle ?? title} />
      <div className="page-heading__text">
        <h1 className="page-heading__title">{title}</h1>
        {subtitle && <p className="page-heading__subtitle">{subtitle}</p>}
      </div>
      {actions && <div className="page-heading__actions">{actions}</div>}
    </header>
  );
}

export interface CardProps {
  children: ReactNode;
  as?: ElementType;
  className?: string;
  /** Tighter padding for cards inside lists. */
  compact?: boolean;
  'aria-labelledby'?: string;
}

export function Card({ children, as: Tag = 'div', className, compact, ...rest }: CardProps) {
  return (
    <Tag className={['card', compact && 'card--compact', className].filter(Boolean).join(' ')} {...rest}>
      {children}
    </Tag>
  );
}

export function SectionHeading({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <h2 id={id} className="section-heading">
      {children}
    </h2>
  );
}
