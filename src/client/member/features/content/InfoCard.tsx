import type { ReactNode } from 'react';
import { Card } from '../../../frame/ui/PageLayout';

export interface InfoCardProps {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
  className?: string;
  /** The heading level in the page's outline. */
  level?: 2 | 3;
}

/** A card with an icon, a heading, a short text and optional actions. */
export function InfoCard({ icon, title, children, actions, className, level = 2 }: InfoCardProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <Card className={['info-card', className].filter(Boolean).join(' ')}>
      <span className="info-card__icon" aria-hidden="true">
        {icon}
      </span>
      <Heading className="info-card__title">{title}</Heading>
      <div className="info-card__text">{children}</div>
      {actions && <div className="info-card__actions">{actions}</div>}
    </Card>
  );
}
