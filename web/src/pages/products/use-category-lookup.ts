import { useEffect, useState } from 'react';
import { listCategories, type Category } from '../../api/catalogue';

/** The categories a product may name (product.md §3: category looked up by id); the shop keeps a handful. */
export function useCategoryLookup(): Category[] {
  const [categories, setCategories] = useState<Category[]>([]);
  useEffect(() => {
    let active = true;
    listCategories({ limit: 100, nextToken: null }).then(
      (page) => active && setCategories(page.items),
      () => active && setCategories([]),
    );
    return () => {
      active = false;
    };
  }, []);
  return categories;
}
