import { startTransition, useCallback, useState } from 'react';
import type { z } from 'zod';
import { useLoadedModule } from '~/lib/use-loaded-module';

/**
 * A form's schema (or a module of its rules), or a module-level function that imports it: then the
 * page's scripts carry neither zod nor the libraries its rules use (libphonenumber-js among them)
 * until the visitor turns to the form, and a visitor who only reads the page never downloads them.
 */
export type SchemaSource<Schema extends object = z.ZodType> = Schema | (() => Promise<Schema>);

/** Props that fetch an imported schema when the visitor first turns to the form: a focus, a touch or a click in it. */
export interface SchemaFetchingProps {
  onFocus: () => void;
  onPointerDown: () => void;
}

/**
 * The schema of a source; undefined until an imported one is fetched (when the form is first used,
 * or at once if `isNeededNow`) and has arrived, or if it never arrives: meanwhile the form goes to the
 * server unchecked, and the server checks it, as without JavaScript.
 */
export function useSchema<Schema extends object>(
  source: SchemaSource<Schema>,
  { isNeededNow = false }: { isNeededNow?: boolean } = {},
): { schema: Schema | undefined; fetchingProps: SchemaFetchingProps } {
  const [isWanted, setIsWanted] = useState(isNeededNow);
  const isImported = typeof source === 'function';
  const imported = useLoadedModule(isImported ? source : nothingToImport, isImported && isWanted);
  const want = useCallback(() => startTransition(() => setIsWanted(true)), []);
  return {
    schema: isImported ? (imported as Schema | undefined) : source,
    fetchingProps: { onFocus: want, onPointerDown: want },
  };
}

const nothingToImport = () => Promise.resolve(undefined);
