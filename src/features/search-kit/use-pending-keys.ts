import { useState } from 'react';

/** The keys of the items whose call is under way (their buttons stay disabled until it settles). */
export function usePendingKeys() {
  const [keys, setKeys] = useState<ReadonlySet<string>>(new Set());
  const settle = (key: string) =>
    setKeys((set) => {
      const rest = new Set(set);
      rest.delete(key);
      return rest;
    });
  return {
    has: (key: string) => keys.has(key),
    /** the call, with its key pending until it settles */
    run: <T>(key: string, call: () => Promise<T>): Promise<T> => {
      setKeys((set) => new Set(set).add(key));
      return call().finally(() => settle(key));
    },
  };
}
