import { useEffect, type ReactNode } from 'react';
import { productConfig } from '@portal/shared/config';

/** Sets the document title to '{page} | {product name}'. */
export function usePageTitle(page: string) {
  useEffect(() => {
    document.title = `${page} | ${productConfig.productName}`;
  }, [page]);
}

export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  usePageTitle(title);
  return (
    <header className="pz-page-heading">
      <h1>{title}</h1>
      {children}
    </header>
  );
}
