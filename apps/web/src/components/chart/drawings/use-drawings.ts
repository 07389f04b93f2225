import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Drawing } from '@platform/shared/chart-layout';
import { useDrawingsQuery, useSaveDrawings } from '../api/chart-drawings.ts';
import { marketKeys } from '../api/query-keys.ts';

const UNDO_DEPTH = 50;

/**
 * The drawings of one symbol: loaded from the server, each change saved back (in order, one at a
 * time) and kept on an undo stack.
 */
export function useDrawings(symbol: string) {
  const { data } = useDrawingsQuery(symbol);
  const queryClient = useQueryClient();
  const { mutateAsync } = useSaveDrawings();
  const [drawings, setDrawings] = useState<Drawing[]>([]);
  const [history, setHistory] = useState<Drawing[][]>([]);
  const loaded = useRef<string | null>(null);
  const saving = useRef<Promise<unknown>>(Promise.resolve());
  const current = useRef<Drawing[]>([]);

  useEffect(() => {
    if (loaded.current === symbol || !data) {
      if (loaded.current !== symbol) {
        setDrawings([]);
        current.current = [];
      }
      return;
    }
    loaded.current = symbol;
    current.current = data;
    setDrawings(data);
    setHistory([]);
  }, [symbol, data]);

  const store = useCallback(
    (next: Drawing[]) => {
      current.current = next;
      setDrawings(next);
      queryClient.setQueryData(marketKeys.drawings(symbol), next);
      saving.current = saving.current.catch(() => undefined).then(() => mutateAsync({ symbol, drawings: next }));
    },
    [mutateAsync, queryClient, symbol],
  );

  const commit = useCallback(
    (next: Drawing[]) => {
      const previous = current.current;
      setHistory((stack) => [...stack.slice(-(UNDO_DEPTH - 1)), previous]);
      store(next);
    },
    [store],
  );

  const undo = useCallback(() => {
    setHistory((stack) => {
      const previous = stack.at(-1);
      if (previous) store(previous);
      return stack.slice(0, -1);
    });
  }, [store]);

  const change = useCallback(
    (id: string, patch: Partial<Drawing>) => commit(current.current.map((d) => (d.id === id ? { ...d, ...patch } : d))),
    [commit],
  );
  const remove = useCallback((id: string) => commit(current.current.filter((d) => d.id !== id)), [commit]);

  return { drawings, commit, undo, canUndo: history.length > 0, change, remove, loaded: loaded.current === symbol };
}
