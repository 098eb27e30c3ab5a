import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { PLACE_QUERY_MIN, suggestPlaces, type PlaceSuggestion } from './api';

const DEBOUNCE_MS = 250;

/** One query per place text: the suggestions and the lookup on Enter share it, so each text is asked once. */
export const placeQuery = (query: string) => ({
  queryKey: ['places', query],
  queryFn: ({ signal }: { signal?: AbortSignal }) => suggestPlaces(query, 5, signal),
});

/** Suggestions for the text as it is typed, asked once typing pauses briefly. */
export function usePlaceSuggestions(text: string): PlaceSuggestion[] {
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setQuery(text.trim()), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);
  const { data } = useQuery({
    ...placeQuery(query),
    enabled: query.length >= PLACE_QUERY_MIN,
  });
  return query.length >= PLACE_QUERY_MIN ? (data ?? []) : [];
}
