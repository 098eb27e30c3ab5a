import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { PLACE_QUERY_MIN, suggestPlaces, type PlaceSuggestion } from './api';

const DEBOUNCE_MS = 250;

/** Suggestions for the text as it is typed, asked once typing pauses briefly. */
export function usePlaceSuggestions(text: string): PlaceSuggestion[] {
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setQuery(text.trim()), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);
  const { data } = useQuery({
    queryKey: ['places', query],
    queryFn: ({ signal }) => suggestPlaces(query, 5, signal),
    enabled: query.length >= PLACE_QUERY_MIN,
  });
  return query.length >= PLACE_QUERY_MIN ? (data ?? []) : [];
}
