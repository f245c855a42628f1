import { useEffect } from 'react';
import { useBrand } from '../lib/theme/use-brand.ts';

/** "Formulations | SkinCare Dev Platform": the screen's title, then the brand. */
export function useDocumentTitle(title: string): void {
  const { companyName } = useBrand();
  useEffect(() => {
    document.title = title ? `${title} | ${companyName}` : companyName;
  }, [title, companyName]);
}
