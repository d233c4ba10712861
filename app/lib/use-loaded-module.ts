import { useEffect, useState } from 'react';

/**
 * A module the page fetches only once it is wanted (a field unlocked, say): undefined until then,
 * and until it arrives, or if it never does (the page keeps working without it).
 */
export function useLoadedModule<Module>(load: () => Promise<Module>, isWanted: boolean): Module | undefined {
  const [loaded, setLoaded] = useState<Module>();
  useEffect(() => {
    if (!isWanted) return;
    let isCurrent = true;
    load().then(
      (module) => isCurrent && setLoaded(() => module),
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, [load, isWanted]);
  return loaded;
}
