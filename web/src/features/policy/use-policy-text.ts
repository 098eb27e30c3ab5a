import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { FALLBACK_POLICY, POLICY_TEXT, policyTextFrom, type PolicyDocument, type PolicyText } from './policy-text';

export const POLICY_QUERY_KEY = ['/api/policy'];

/** 'loading' until the server answers; 'fallback' when it failed or sent something unexpected. */
export type PolicyStatus = 'loading' | 'ready' | 'fallback';

export interface PolicyTextState {
  text: PolicyText;
  document: PolicyDocument;
  status: PolicyStatus;
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

function isPolicyDocument(value: unknown): value is PolicyDocument {
  if (typeof value !== 'object' || value === null) return false;
  const doc = value as Partial<Record<keyof PolicyDocument, unknown>>;
  return (
    isText(doc.title) &&
    isText(doc.version) &&
    isText(doc.lastUpdated) &&
    isText(doc.alphaNotice) &&
    isText(doc.acknowledgement) &&
    Array.isArray(doc.sections) &&
    doc.sections.every((section: unknown) => {
      const { heading, paragraphs } = (section ?? {}) as { heading?: unknown; paragraphs?: unknown };
      return isText(heading) && Array.isArray(paragraphs) && paragraphs.every(isText);
    })
  );
}

/** The policy document from GET /api/policy (shared by the card and the home section), with a fallback. */
export function usePolicyText(): PolicyTextState {
  const { data, isPending } = useQuery<unknown>({ queryKey: POLICY_QUERY_KEY });
  return useMemo(() => {
    if (isPolicyDocument(data)) return { text: policyTextFrom(data), document: data, status: 'ready' };
    const status: PolicyStatus = isPending ? 'loading' : 'fallback';
    return { text: POLICY_TEXT, document: FALLBACK_POLICY, status };
  }, [data, isPending]);
}
