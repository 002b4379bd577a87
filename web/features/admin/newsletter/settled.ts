import { useEffect, useState } from "react";

/** `value` once it has stopped changing for `ms` (compared by its JSON, so a new equal object does not count). */
export function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  const json = JSON.stringify(value);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the JSON stands for the value.
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [json, ms]);
  return settled;
}
