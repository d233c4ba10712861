import { useEffect, useState } from 'react';
import type { z } from 'zod';

/**
 * A form's schema, or a module-level function that imports it: then the page's first scripts carry
 * neither zod nor the libraries its rules use, and the schema arrives once the page is interactive.
 */
export type SchemaSource<Schema extends z.ZodType = z.ZodType> = Schema | (() => Promise<Schema>);

/**
 * The schema of a source; undefined while an imported one is on its way (or if it never arrives):
 * meanwhile the form goes to the server unchecked, and the server checks it, as without JavaScript.
 */
export function useSchema<Schema extends z.ZodType>(source: SchemaSource<Schema>): Schema | undefined {
  const [imported, setImported] = useState<Schema>();
  useEffect(() => {
    if (typeof source !== 'function') return;
    let isCurrent = true;
    source().then(
      (schema) => isCurrent && setImported(schema),
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, [source]);
  return typeof source === 'function' ? imported : source;
}
