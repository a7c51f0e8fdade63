import { useEffect, type ReactNode } from 'react';
import { productConfig } from '@portal/shared/config';

/** How many mounted pages own the document title now (one module instance per page load). */
let titleOwners = 0;

/**
 * Sets the document title to '{page} | {product name}'. A page's own title wins; a `fallback`
 * title (the shell's, while a remote page loads) is set only when no page has set one. React runs
 * a child's effects before its parent's, so without this the shell's route title would overwrite
 * the title of a remote page that was already loaded.
 */
export function usePageTitle(page: string, { fallback = false }: { fallback?: boolean } = {}) {
  useEffect(() => {
    if (fallback) {
      if (titleOwners === 0) document.title = `${page} | ${productConfig.productName}`;
      return;
    }
    titleOwners += 1;
    document.title = `${page} | ${productConfig.productName}`;
    return () => {
      titleOwners -= 1;
    };
  }, [page, fallback]);
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
