import type { ReactNode } from 'react';

export interface EmptyStateProps {
  message: string;
  children?: ReactNode;
}

export function EmptyState({ message, children }: EmptyStateProps) {
  return (
    <div className="pz-empty">
      <p>{message}</p>
      {children}
    </div>
  );
}
