import { startTransition, useEffect, useState } from 'react';

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
      // Not urgent: a part of the page still waiting for its own code keeps its server HTML meanwhile (docs/decisions/036).
      (module) => isCurrent && startTransition(() => setLoaded(() => module)),
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, [load, isWanted]);
  return loaded;
}
